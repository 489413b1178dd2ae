// libFuzzer target: the saved-state reader (docs/architecture.md, "Fuzzing"): the file's
// envelope (StateFile::parse) and, for a known lab, the lab state's envelope with its
// scenario (LabStateReader). Refusals are core::Errors; anything else is a bug.
#include "app/state_file.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "labs/common/skeleton/saved_state.h"

#include <QByteArray>
#include <QJsonObject>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    try {
        const ailab::app::StateFile::Contents contents = ailab::app::StateFile::parse(bytes);
        const ailab::core::scenario::ModelEntry* model =
            ailab::core::models::findModel(contents.labId.toStdString());
        if (!model)
            return 0;
        // The modes belong to the lab's widgets; the one the file names lets the reader go on
        // to the scenario and the pages.
        const QString mode = contents.state.value(QStringLiteral("mode")).toString();
        ailab::labs::LabStateReader reader(contents.state, contents.labId.toStdString(), {mode},
                                           *model);
        reader.finish();
    } catch (const ailab::core::Error&) {
        // refused with a message
    }
    return 0;
}

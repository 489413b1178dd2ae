#pragma once

#include "core/models/storage/small_files_study.h"
#include "core/storage/checkpoint_model.h"
#include "core/storage/steady_state.h"
#include "core/storage/storage_tier.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::labs::storage {

// How the storage lab writes its figures: core's formatting of quantities (which follows the
// chosen language's separators) and the translated names of stages, tiers and modes.
class StorageFormat
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::storage::StorageFormat)
public:
    static QString rate(double bytesPerSecond);   // "8 GB/s"; "no limit" when infinite
    static QString bytes(double bytes);           // "400 GB"
    static QString seconds(double seconds);       // "40 s", "350 ms"
    static QString duration(double seconds);      // "40 s", "30 min", "2.5 h"
    static QString percent(double fraction);      // "33 %"
    static QString number(double value, int significantDigits = 0);
    static QString stage(core::storage::PipelineStage stage);
    static QString tier(core::storage::TierKind kind);
    static QString layout(core::models::storage::FileLayout layout);
    static QString checkpointMode(core::storage::CheckpointMode mode);
};

} // namespace ailab::labs::storage

// The words a learner reads: the course is named as the learner knows it ("AI Infrastructure
// Explained"), never "the seed", in every shipped text (presets, translations, help pages,
// the texts core gives the views); and every text core gives the views has a German
// translation (core has no Qt, so lupdate sees its texts only through core_texts.cpp).
#include "core/hw/catalog.h"
#include "core/hw/rack_cooling.h"
#include "core/models/stack/stack_parameters.h"
#include "core/net/roce/rdma_walkthrough.h"
#include "core/train/memory_placement.h"
#include "labs/common/skeleton/core_text.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTranslator>
#include <QXmlStreamReader>
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

namespace {

// True when `text` says "seed" other than as a random or hash seed: the course material is
// "the seed" only inside the project. A seed next to "random", "hash", "reroll", "CRC",
// "RNG" (or their German words) is the number that starts a draw, and so is a short label
// that is only "Seed", "Seed:" or "seed %1".
bool callsCourseSeed(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("\\bseeds?\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression randomNearby(
        QStringLiteral("hash|random|reroll|crc|rng|zufall|würfel"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression label(QStringLiteral("^\\s*seed:?\\s*(%\\d)?\\s*$"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (label.match(text).hasMatch())
        return false;
    auto hits = word.globalMatch(text);
    while (hits.hasNext()) {
        const auto hit = hits.next();
        const qsizetype from = std::max<qsizetype>(0, hit.capturedStart() - 20);
        const QString around = text.mid(from, hit.capturedEnd() + 20 - from);
        if (!randomNearby.match(around).hasMatch())
            return true;
    }
    return false;
}

// True when `text` names one of the project's internal design notes.
bool namesInternalDocument(const QString& text)
{
    static const QRegularExpression note(
        QStringLiteral("\\b(MODELS|DESIGN|UX|PERFORMANCE)\\.md\\b"));
    return note.match(text).hasMatch();
}

using CoreText = std::pair<const char*, std::string>; // context, English

void addText(std::vector<CoreText>& out, const char* context, const std::string& text)
{
    if (!text.empty())
        out.emplace_back(context, text);
}

// Every text core gives the views, with the context the views translate it in.
std::vector<CoreText> coreTexts()
{
    namespace hw = ailab::core::hw;
    using ailab::labs::kHardwareContext;
    std::vector<CoreText> out;
    const auto differences = [&](const std::vector<hw::CourseDifference>& list) {
        for (const auto& d : list) {
            addText(out, kHardwareContext, d.courseValue);
            addText(out, kHardwareContext, d.vendorValue);
            addText(out, kHardwareContext, d.note);
        }
    };
    for (const auto& g : hw::gpus())
        for (const auto* s : {&g.name, &g.formFactor, &g.memoryType, &g.source, &g.notes})
            addText(out, kHardwareContext, *s);
    for (const auto& p : hw::platforms()) {
        for (const auto* s : {&p.name, &p.gpuDescription, &p.memoryType, &p.nvlinkTopology,
                              &p.formFactor, &p.source})
            addText(out, kHardwareContext, *s);
        differences(p.courseDifferences);
    }
    for (const auto& f : hw::fabrics()) {
        for (const auto* s :
             {&f.name, &f.technology, &f.scale, &f.costLevel, &f.bestFor, &f.source})
            addText(out, kHardwareContext, *s);
        differences(f.courseDifferences);
    }
    for (const auto& t : hw::storageTiers()) {
        for (const auto* s : {&t.name, &t.kind, &t.role, &t.performance, &t.source})
            addText(out, kHardwareContext, *s);
        for (const auto& technology : t.technologies)
            addText(out, kHardwareContext, technology);
    }
    for (const auto& c : hw::coolingTechnologies())
        for (const auto* s : {&c.name, &c.infrastructureChange, &c.costLevel, &c.source})
            addText(out, kHardwareContext, *s);
    for (const auto& p : hw::publishedCoolingFigures())
        for (const auto* s : {&p.figures, &p.source})
            addText(out, kHardwareContext, *s);

    for (const auto& p : ailab::core::models::stack::stackParameters()) {
        addText(out, ailab::labs::kTrainingContext, p.name);
        addText(out, ailab::labs::kTrainingContext, p.unit);
        addText(out, ailab::labs::kTrainingContext, p.source);
    }
    for (const auto& tier : ailab::core::train::defaultTiers()) {
        addText(out, ailab::labs::kTrainingContext, tier.name);
        addText(out, ailab::labs::kTrainingContext, tier.source);
    }
    for (const auto& p : ailab::core::net::roce::walkthroughParameters({}))
        addText(out, ailab::labs::kRoceContext, p.source);
    return out;
}

QString readAll(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

} // namespace

TEST_CASE("visible words: the rule tells the course from a random seed", "[gui][i18n][words]")
{
    CHECK(callsCourseSeed(QStringLiteral("Seed example (2:1)")));
    CHECK(callsCourseSeed(QStringLiteral("The seed's conceptual 4-GPU node")));
    CHECK(callsCourseSeed(QStringLiteral("seed: system-architecture.txt")));
    CHECK(callsCourseSeed(QStringLiteral("8 x 141 GB; the seed says 6U rack")));
    CHECK_FALSE(callsCourseSeed(QStringLiteral("Reroll the hash seed and the source ports")));
    CHECK_FALSE(callsCourseSeed(QStringLiteral("The random seed of the run")));
    CHECK_FALSE(callsCourseSeed(QStringLiteral("Seed:")));
    CHECK_FALSE(callsCourseSeed(QStringLiteral("seed %1")));
    CHECK_FALSE(callsCourseSeed(QStringLiteral("Hash-Seed und Quellports neu würfeln")));
    CHECK_FALSE(callsCourseSeed(QStringLiteral("AI Infrastructure Explained, section 05.5")));
    CHECK(namesInternalDocument(QStringLiteral("nccl-tests, doc/PERFORMANCE.md (busbw)")));
    CHECK_FALSE(namesInternalDocument(QStringLiteral("NVIDIA nccl-tests, performance notes")));
}

TEST_CASE("visible words: no shipped text calls the course \"seed\" or names a design note",
          "[gui][i18n][words]")
{
    // The shipped presets' titles and descriptions.
    int presets = 0;
    QDirIterator presetFiles(QStringLiteral(":/labs"), {QStringLiteral("*.json")}, QDir::Files,
                             QDirIterator::Subdirectories);
    while (presetFiles.hasNext()) {
        const QString path = presetFiles.next();
        const QJsonObject preset = QJsonDocument::fromJson(readAll(path).toUtf8()).object();
        for (const char* field : {"title", "description"}) {
            const QString text = preset.value(QLatin1String(field)).toString();
            INFO(path.toStdString() << " " << field << ": " << text.toStdString());
            CHECK_FALSE(callsCourseSeed(text));
        }
        ++presets;
    }
    CHECK(presets >= 12);

    // Every message of the German translation file that is still in use: its English
    // source and its German translation (lupdate keeps removed ones as "vanished").
    QXmlStreamReader ts(readAll(QStringLiteral(AILAB_SOURCE_DIR "/translations/ailab_de.ts")));
    int messages = 0;
    QString source;
    while (!ts.atEnd()) {
        if (ts.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (ts.name() == QLatin1String("source")) {
            source = ts.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (ts.name() == QLatin1String("translation")) {
            const QStringView type = ts.attributes().value(QLatin1String("type"));
            const QString translation = ts.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                continue;
            INFO("ailab_de.ts: " << source.toStdString() << " | " << translation.toStdString());
            CHECK_FALSE(callsCourseSeed(source));
            CHECK_FALSE(callsCourseSeed(translation));
            CHECK_FALSE(namesInternalDocument(source));
            CHECK_FALSE(namesInternalDocument(translation));
            ++messages;
        }
    }
    REQUIRE_FALSE(ts.hasError());
    CHECK(messages > 1000);

    // The help pages, in every language.
    int pages = 0;
    QDirIterator help(QStringLiteral(":/help"), {QStringLiteral("*.html")}, QDir::Files,
                      QDirIterator::Subdirectories);
    while (help.hasNext()) {
        const QString path = help.next();
        QTextDocument page;
        page.setHtml(readAll(path));
        const QStringList lines = page.toPlainText().split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            INFO(path.toStdString() << ": " << line.toStdString());
            CHECK_FALSE(callsCourseSeed(line));
            CHECK_FALSE(namesInternalDocument(line));
        }
        ++pages;
    }
    CHECK(pages >= 5);

    // What core gives the views: catalogue sources and notes, parameters' sources.
    for (const auto& [context, text] : coreTexts()) {
        INFO(context << ": " << text);
        CHECK_FALSE(callsCourseSeed(QString::fromStdString(text)));
    }
}

TEST_CASE("core texts: every text core shows has a German translation", "[gui][i18n][words]")
{
    QTranslator german;
    REQUIRE(german.load(QStringLiteral(":/i18n/ailab_de.qm")));
    const auto texts = coreTexts();
    CHECK(texts.size() > 150);
    for (const auto& [context, text] : texts) {
        INFO("QT_TRANSLATE_NOOP(\"" << context << "\", \"" << text << "\"),");
        // A missing entry is null; one kept as is (a product name) is the text itself.
        CHECK_FALSE(german.translate(context, text.c_str()).isNull());
    }
}

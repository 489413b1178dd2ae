#include "labs/capstone/views/design_report.h"

#include "core/design/design_evaluation.h"
#include "core/design/design_report_json.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/views/design_texts.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/files/document_pdf.h"
#include "labs/common/skeleton/scenario_text.h"

#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextImageFormat>
#include <QUrl>
#include <functional>

namespace ailab::labs::capstone {

namespace design = core::design;
using T = DesignTexts;

namespace {

QString cell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// Every number and text of core's report, by its JSON pointer.
void flatten(const nlohmann::ordered_json& value, const std::string& pointer, QStringList& rows)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it)
            flatten(it.value(), pointer + "/" + it.key(), rows);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            flatten(value[i], pointer + "/" + std::to_string(i), rows);
    } else {
        const QString text = value.is_number() ? QString::number(value.get<double>(), 'g', 6)
                             : value.is_string() ? QString::fromStdString(value.get<std::string>())
                                                 : QString::fromStdString(value.dump());
        rows << QStringLiteral("| `%1` | %2 |").arg(QString::fromStdString(pointer), cell(text));
    }
}

} // namespace

QString DesignReport::markdown(const CapstoneSession& session, bool everyFigure)
{
    const design::DesignEvaluation& e = session.evaluation();
    const design::DesignSpec& spec = session.spec();
    const design::ClusterFigures& cf = e.figures.cluster;
    QStringList md;
    md << tr("# Cluster design report: %1").arg(scenarioText(session.scenario().title)) << QString();
    md << tr("## The design") << QString();
    md << tr("| Figure | Value |") << QStringLiteral("|---|---|");
    md << tr("| Total accelerators | %1 |").arg(e.figures.course.accelerators);
    md << tr("| Aggregate GPU HBM | %1 TB |").arg(T::number(e.figures.course.hbmTB, 2));
    md << tr("| Illustrative NIC count | %1 |").arg(e.figures.course.nics);
    md << tr("| Illustrative GPU-only power | %1 kW |").arg(T::number(e.figures.course.gpuOnlyPowerKW, 0));
    md << tr("| GPU servers | %1 |").arg(cf.servers);
    md << tr("| Cluster IT power | %1 kW |").arg(T::number(cf.itPowerKW, 1));
    md << tr("| Facility power | %1 kW (PUE %2) |").arg(T::number(cf.facilityPowerKW, 1), T::number(cf.pue, 2));
    md << tr("| Heat | %1 BTU/h |").arg(T::number(cf.btuPerHour, 0));
    md << tr("| Fabric | %1 leaves, %2 spines, %3:1, %4 Tb/s bisection |")
              .arg(cf.fabricLeaves)
              .arg(cf.fabricSpines)
              .arg(T::number(cf.fabricOversubscription, 2), T::number(cf.fabricBisectionTbps, 1));
    md << tr("| Storage | %1 data servers, %2 GB/s |").arg(cf.storageServers).arg(T::number(cf.storageReadGBps, 0));
    md << QString();

    md << tr("## Bottlenecks") << QString();
    const design::CourseAnalyzer& a = e.bottlenecks.course;
    md << tr("The course's analyzer (teaching assumption: 20 Gb/s of network and 1 GB/s of storage per GPU): network "
             "%1 of %2 Gb/s, storage %3 of %4 GB/s, primary constraint: %5.")
              .arg(T::number(a.networkDemandGbps, 0), T::number(a.networkCapacityGbps, 0),
                   T::number(a.storageDemandGBps, 0), T::number(a.storageCapacityGBps, 0),
                   T::constraintName(a.primaryConstraint))
       << QString();
    if (e.bottlenecks.training) {
        const design::TrainingAnalysis& t = *e.bottlenecks.training;
        md << tr("The models: a step of %1 s (compute %2 s, data wait %3 s), %4 TFLOP/s per GPU, primary "
                 "constraint: %5; %6 days and %7 MWh to train without failures.")
                  .arg(T::number(t.step.wallS, 3), T::number(t.step.computeS, 3), T::number(t.step.dataWaitS, 3),
                       T::number(t.step.achievedTflopsPerGpu, 0), T::constraintName(t.primaryConstraint),
                       T::number(t.timeToTrainDays, 1), T::number(t.energyToTrainMWh, 0))
           << QString();
    }
    if (e.bottlenecks.serving) {
        const design::ServingAnalysis& s = *e.bottlenecks.serving;
        md << tr("The service: %1 req/s on %2 replicas, TTFT p95 %3 ms, TPOT p95 %4 ms, %5 of requests within every "
                 "objective.")
                  .arg(T::number(s.ratePerS, 1))
                  .arg(s.replicas)
                  .arg(T::number(s.ttftP95Ms, 0), T::number(s.tpotP95Ms, 1), T::percent(s.attainment))
           << QString();
    }

    md << tr("## Failures (N-1)") << QString();
    md << tr("| Component | Effect | Status |") << QStringLiteral("|---|---|---|");
    for (const auto& f : e.failures.nMinus1)
        md << QStringLiteral("| %1 | %2 | %3 |")
                  .arg(cell(T::componentName(f.component)), cell(T::failureEffect(f)), T::statusName(f.status));
    md << QString();
    if (e.failures.longRun) {
        const design::LongRunFailures& l = *e.failures.longRun;
        md << tr("Long run (closed form): one failure every %1 h, effective training time %2, %3 days to train with "
                 "failures.")
                  .arg(T::number(l.mtbfHours, 2), T::percent(l.effectiveTrainingFraction), T::number(l.timeToTrainDays, 1))
           << QString();
    }

    md << tr("## Review") << QString();
    const design::ReadinessScore& r = e.review.readiness;
    md << tr("Readiness score: %1 / 100 (compute scale %2, network capacity %3, storage capacity %4, failure "
             "tolerance %5, each out of 25). %6")
              .arg(T::number(r.total, 0), T::number(r.computeScale, 1), T::number(r.networkCapacity, 1),
                   T::number(r.storageCapacity, 1), T::number(r.failureTolerance, 1), T::readinessCaveat())
       << QString();
    md << tr("| Verdict | Criterion | Why | What would pass it |") << QStringLiteral("|---|---|---|---|");
    for (const auto& c : e.review.criteria)
        md << QStringLiteral("| %1 | %2 | %3 | %4 |")
                  .arg(c.passed ? tr("Pass") : tr("Fail"), cell(T::criterionTitle(c.id)),
                       cell(T::criterionReason(c, spec, e)), cell(T::criterionToPass(c)));
    md << QString();

    if (!everyFigure)
        return md.join(QLatin1Char('\n'));
    md << tr("## Every figure of the evaluation") << QString();
    md << tr("| Figure | Value |") << QStringLiteral("|---|---|");
    flatten(design::designReportJson(e), "", md);
    md << QString();
    return md.join(QLatin1Char('\n'));
}

bool DesignReport::saveMarkdown(const CapstoneSession& session, const QString& path, QString* error)
{
    return atomic_save::saveBytes(path, markdown(session).toUtf8(), error);
}

QByteArray DesignReport::pdf(const CapstoneSession& session, const QList<QImage>& charts)
{
    QTextDocument document;
    document.setMarkdown(markdown(session));
    int index = 0;
    for (const QImage& chart : charts) {
        const QString name = QStringLiteral("chart%1.png").arg(index++);
        document.addResource(QTextDocument::ImageResource, QUrl(name), chart);
    }
    if (!charts.isEmpty()) {
        QTextCursor cursor(&document);
        cursor.movePosition(QTextCursor::End);
        for (int i = 0; i < charts.size(); ++i) {
            QTextImageFormat image;
            image.setName(QStringLiteral("chart%1.png").arg(i));
            image.setWidth(480);
            cursor.insertBlock();
            cursor.insertImage(image);
        }
    }
    // 150 dpi: the charts' 480 px come out about 8 cm wide.
    return documentPdf(document, tr("Cluster design report"), 150);
}

bool DesignReport::savePdf(const CapstoneSession& session, const QList<QImage>& charts, const QString& path,
                           QString* error)
{
    return atomic_save::saveBytes(path, pdf(session, charts), error);
}

} // namespace ailab::labs::capstone

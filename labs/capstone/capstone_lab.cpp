#include "labs/capstone/capstone_lab.h"

#include "core/design/design_spec.h"
#include "core/error.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/panels/bottleneck_page.h"
#include "labs/capstone/panels/compare_page.h"
#include "labs/capstone/panels/design_page.h"
#include "labs/capstone/panels/failure_page.h"
#include "labs/capstone/panels/report_page.h"
#include "labs/capstone/panels/review_page.h"

#include <QTabWidget>

namespace ailab::labs::capstone {

CapstoneLab::CapstoneLab()
    : TabbedLab(std::make_unique<CapstoneSession>(),
                {QStringLiteral("design"), QStringLiteral("bottlenecks"), QStringLiteral("failures"),
                 QStringLiteral("review"), QStringLiteral("compare"), QStringLiteral("report")})
{
}

CapstoneLab::~CapstoneLab() = default;

LabInfo CapstoneLab::info() const
{
    return describe();
}

LabInfo CapstoneLab::describe()
{
    return {QStringLiteral("capstone"), tr("Cluster design"),
            tr("Design an AI training and serving cluster, find its bottlenecks, see what each failure "
               "does to it, and review it against the models' figures."),
            QIcon::fromTheme(QStringLiteral("applications-engineering")), 9};
}

CapstoneSession& CapstoneLab::session() const
{
    return static_cast<CapstoneSession&>(labSession());
}

void CapstoneLab::createPages(LabContext& context)
{
    (void)context;
    const auto presetList = [this] { return presets(); };
    const auto loadPreset = [this](const QString& path) { loadScenario(readPreset(path)); };
    m_design = new DesignPage(session(), presetList, loadPreset);
    addPage(m_design, tr("&Design"));
    m_bottlenecks = new BottleneckPage(session());
    addPage(m_bottlenecks, tr("&Bottlenecks"));
    m_failures = new FailurePage(session());
    addPage(m_failures, tr("Fail&ures"));
    m_review = new ReviewPage(session());
    addPage(m_review, tr("Revie&w"));
    m_compare = new ComparePage(session(), presetList);
    addPage(m_compare, tr("Com&pare"));
    m_report = new ReportPage(session());
    addPage(m_report, tr("Repor&t"));
    tabs()->setAccessibleName(tr("Cluster design lab modes"));
}

nlohmann::json CapstoneLab::editedModel() const
{
    return session().designModel();
}

nlohmann::json CapstoneLab::saveLabFields() const
{
    return {{"design", session().designModel()}};
}

TabbedLab::ApplyFields CapstoneLab::readLabFields(core::scenario::ObjectReader& fields,
                                                  const core::scenario::Scenario& scenario)
{
    (void)scenario;
    if (!fields.has("design"))
        return [] {};
    fields.accept("design");
    const nlohmann::json model = fields.json().at("design");
    try {
        (void)core::design::readDesignSpec(model);
    } catch (const core::Error& e) {
        std::string path = e.path();
        if (path.rfind("/model", 0) == 0)
            path = path.substr(6);
        throw core::Error(e.message(), "/design" + path);
    }
    return [this, model] { session().setDesignModel(model); };
}

} // namespace ailab::labs::capstone

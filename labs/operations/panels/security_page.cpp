#include "labs/operations/panels/security_page.h"

#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/security/defence_layers.h"
#include "core/security/gpu_isolation.h"
#include "core/security/policy_evaluator.h"
#include "core/security/policy_json.h"
#include "core/units/format.h"
#include "labs/common/incident/defined_incident_texts.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/views/security_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

namespace ailab::labs::operations {

namespace sec = core::security;
using Texts = SecurityTexts;

namespace {

const QString kExercise = QStringLiteral("exercise");
const QString kPolicy = QStringLiteral("policy");
const QString kOpened = QStringLiteral("opened");
const QString kFromFile = QStringLiteral("fromFile");
// Each editable cell names what it edits, as "kind|id|id...".
constexpr int kEditRole = Qt::UserRole + 1;

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// The text of an exercise in the language shown.
QString local(const core::ops::LocalText& text)
{
    return text.empty() ? QString() : qs(text.in(DefinedIncidentTexts::language()));
}

// The exercises the lab ships, `:/labs/operations/exercises/*.json`, in the order of their
// names; read with core's reader as any exercise file is.
std::vector<sec::SecurityExercise> shippedExercises()
{
    std::vector<sec::SecurityExercise> out;
    const QString folder = QStringLiteral(":/labs/operations/exercises");
    const QStringList names =
        QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString& name : names) {
        QFile file(folder + QLatin1Char('/') + name);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        out.push_back(sec::parseSecurityExercise(file.readAll().toStdString(), name.toStdString()));
    }
    return out;
}

QTableWidgetItem* textItem(const QString& text)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return cell;
}

// A check box in a cell: Space toggles it when the cell has the focus.
QTableWidgetItem* checkItem(bool checked, const QString& key, const QString& accessibleText)
{
    auto* cell = new QTableWidgetItem;
    cell->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    cell->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    cell->setData(kEditRole, key);
    cell->setData(Qt::AccessibleTextRole, accessibleText);
    cell->setToolTip(accessibleText);
    return cell;
}

QTableWidget* table(const QString& name, QWidget* parent)
{
    auto* t = new QTableWidget(parent);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setWordWrap(true);
    t->setAccessibleName(name);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return t;
}

// A short table as tall as its rows.
void fitTableHeight(QTableWidget* t)
{
    t->resizeRowsToContents();
    int height = t->horizontalHeader()->sizeHint().height() + 2 * t->frameWidth();
    for (int r = 0; r < t->rowCount(); ++r)
        height += t->rowHeight(r);
    if (t->horizontalScrollBar()->isVisible())
        height += t->horizontalScrollBar()->sizeHint().height();
    t->setMinimumHeight(height);
    t->setMaximumHeight(height + t->fontMetrics().height());
}

QGroupBox* box(const QString& title, QWidget* parent)
{
    auto* b = new QGroupBox(title, parent);
    new QVBoxLayout(b);
    return b;
}

} // namespace

SecurityPage::SecurityPage(OperationsSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    m_exercises = shippedExercises();
    m_shippedCount = m_exercises.size();
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);

    // 1. The exercise: the story, the score, a hint, and what was wrong once solved.
    QGroupBox* exerciseBox = box(QString(), content);
    m_chooser = new QComboBox(exerciseBox);
    // The row's whole width: a title is never cut where there is room, and never widens the page.
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chooser->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* chooserRow = new QHBoxLayout;
    m_chooserLabel = new QLabel(exerciseBox);
    m_chooserLabel->setBuddy(m_chooser);
    chooserRow->addWidget(m_chooserLabel);
    chooserRow->addWidget(m_chooser, 1);
    static_cast<QVBoxLayout*>(exerciseBox->layout())->addLayout(chooserRow);
    m_error = wrappedLabel(exerciseBox);
    m_error->setVisible(false);
    static_cast<QVBoxLayout*>(exerciseBox->layout())->addWidget(m_error);
    m_scoreTile = new MetricTile(QString(), exerciseBox);
    m_hintButton = new QPushButton(exerciseBox);
    m_undo = new QPushButton(exerciseBox);
    m_open = new QPushButton(exerciseBox);
    auto* row = new FlowLayout;
    row->addWidget(m_scoreTile);
    row->addWidget(m_hintButton);
    row->addWidget(m_undo);
    row->addWidget(m_open);
    static_cast<QVBoxLayout*>(exerciseBox->layout())->addLayout(row);
    m_story = wrappedLabel(exerciseBox);
    m_hint = wrappedLabel(exerciseBox);
    m_explanation = wrappedLabel(exerciseBox);
    exerciseBox->layout()->addWidget(m_story);
    exerciseBox->layout()->addWidget(m_hint);
    exerciseBox->layout()->addWidget(m_explanation);
    layout->addWidget(exerciseBox);

    // 2. The requests and the trace of the one selected.
    QGroupBox* requestBox = box(QString(), content);
    m_requests = table(QString(), requestBox);
    m_requests->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_trace = table(QString(), requestBox);
    m_trace->setSelectionBehavior(QAbstractItemView::SelectRows);
    requestBox->layout()->addWidget(m_requests);
    m_traceTitle = new QLabel(requestBox);
    m_traceTitle->setWordWrap(true);
    requestBox->layout()->addWidget(m_traceTitle);
    requestBox->layout()->addWidget(m_trace);
    layout->addWidget(requestBox);

    // 3. The policy the learner edits.
    QGroupBox* policyBox = box(QString(), content);
    auto heading = [&] {
        auto* l = new QLabel(policyBox);
        l->setWordWrap(true);
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
        policyBox->layout()->addWidget(l);
        m_headings.append(l);
    };
    heading();
    m_identities = table(QString(), policyBox);
    policyBox->layout()->addWidget(m_identities);
    heading();
    m_roles = table(QString(), policyBox);
    policyBox->layout()->addWidget(m_roles);
    heading();
    m_admission = new QWidget(policyBox);
    m_admission->setLayout(new FlowLayout);
    policyBox->layout()->addWidget(m_admission);
    heading();
    m_flows = table(QString(), policyBox);
    policyBox->layout()->addWidget(m_flows);
    heading();
    m_grants = table(QString(), policyBox);
    policyBox->layout()->addWidget(m_grants);
    layout->addWidget(policyBox);

    // 4. The five defence layers, GPU isolation and the cluster's sharing now.
    QGroupBox* layerBox = box(QString(), content);
    m_layers = table(QString(), layerBox);
    layerBox->layout()->addWidget(m_layers);
    layout->addWidget(layerBox);

    QGroupBox* isolationBox = box(QString(), content);
    m_isolation = table(QString(), isolationBox);
    isolationBox->layout()->addWidget(m_isolation);
    m_sources = wrappedLabel(isolationBox);
    isolationBox->layout()->addWidget(m_sources);
    m_runningTitle = new QLabel(isolationBox);
    m_runningTitle->setWordWrap(true);
    isolationBox->layout()->addWidget(m_runningTitle);
    m_running = table(QString(), isolationBox);
    isolationBox->layout()->addWidget(m_running);
    layout->addWidget(isolationBox);
    m_boxes = {exerciseBox, requestBox, policyBox, layerBox, isolationBox};

    m_explainer = new ExplainerPanel(content);
    layout->addWidget(m_explainer);
    // Room left over goes below the last box, not between a box's title and its table.
    layout->addStretch(1);
    hostInVerticalScroll(this, content);

    connect(m_chooser, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_filling && index >= 0)
            setExercise(index);
    });
    connect(m_open, &QPushButton::clicked, this, &SecurityPage::chooseFile);
    connect(m_hintButton, &QPushButton::clicked, this, [this] { m_hint->setVisible(true); });
    connect(m_undo, &QPushButton::clicked, this, [this] { setExercise(m_current); });
    for (QTableWidget* t : {m_identities, m_roles, m_flows, m_grants})
        connect(t, &QTableWidget::itemChanged, this, &SecurityPage::onItemChanged);
    connect(m_requests, &QTableWidget::itemSelectionChanged, this, &SecurityPage::showTrace);
    connect(&m_session, &OperationsSession::rebuilt, this, &SecurityPage::refreshRunning);
    // The running jobs change as the clock plays; a shown page follows them.
    connect(m_session.driver(), &SimDriver::frameReady, this, [this] {
        if (isVisible())
            refreshRunning();
    });

    // Fixed columns: their titles follow the language, their sizes the font.
    m_requests->setColumnCount(5);
    m_trace->setColumnCount(4);
    m_layers->setColumnCount(3);
    m_running->setColumnCount(4);
    retranslate();
    setExercise(0);
    // Once: each call connects the header's resizing to the table's width.
    fitColumnsWrapping(m_requests, 0);
    fitColumnsWrapping(m_trace, 3);
    fitColumnsWrapping(m_layers, 2);
    applyFontSizes();
}

SecurityPage::~SecurityPage() = default;

const sec::SecurityExercise& SecurityPage::exercise() const
{
    return m_exercises.at(std::size_t(m_current));
}

QCheckBox* SecurityPage::ruleBox(sec::AdmissionRule rule) const
{
    const auto it = m_ruleBoxes.find(int(rule));
    return it == m_ruleBoxes.end() ? nullptr : it->second;
}

QCheckBox* SecurityPage::registryBox(const std::string& registry) const
{
    const auto it = m_registryBoxes.find(registry);
    return it == m_registryBoxes.end() ? nullptr : it->second;
}

void SecurityPage::setExercise(int index)
{
    if (m_exercises.empty() || index < 0 || index >= int(m_exercises.size()))
        return;
    m_current = index;
    m_policy = exercise().policy;
    m_filling = true;
    m_chooser->setCurrentIndex(index);
    m_filling = false;
    m_story->setText(local(exercise().story));
    m_hint->setText(exercise().hint.empty() ? QString()
                                            : tr("Hint: %1").arg(local(exercise().hint)));
    m_hint->setVisible(false);
    m_hintButton->setEnabled(!exercise().hint.empty());
    fillPolicyTables();
    evaluate();
    if (m_requests->rowCount() > 0)
        m_requests->selectRow(m_requests->rowCount() - 1);
}

void SecurityPage::retranslate()
{
    // The page's own words, again in the language now shown.
    const QStringList boxTitles{tr("Find the misconfiguration"),
                                tr("Requests on the zero-trust access path"), tr("The policy"),
                                tr("Five defence layers and the checks that model them"),
                                tr("Multi-tenant GPU isolation")};
    for (int i = 0; i < m_boxes.size() && i < boxTitles.size(); ++i)
        m_boxes[i]->setTitle(boxTitles[i]);
    const QStringList headings{
        tr("Identities and their roles (identity policy)"),
        tr("What each role may do (role-based access control)"),
        tr("Admission rules and trusted registries (workload policy)"),
        tr("Allowed flows between the network segments, from the row to the column "
           "(network controls)"),
        tr("Who is granted what on each resource (data and model permissions)")};
    for (int i = 0; i < m_headings.size() && i < headings.size(); ++i)
        m_headings[i]->setText(headings[i]);
    m_chooserLabel->setText(tr("E&xercise:"));
    m_chooser->setAccessibleName(tr("Exercise"));
    m_open->setText(tr("&Open an exercise file..."));
    m_open->setToolTip(tr("Play an exercise file you were given; the lab's own stay in the list."));
    m_scoreTile->setTitle(tr("Requests decided right"));
    m_scoreTile->setExplanation(
        tr("A legitimate request must be allowed and any other denied. A fix that denies the bad "
           "request by breaking a legitimate one does not count."));
    m_hintButton->setText(tr("Show a hi&nt"));
    m_undo->setText(tr("&Undo my edits"));
    m_traceTitle->setText(tr("Every check of the selected request, in the path's order:"));
    m_runningTitle->setText(tr("How the cluster's scheduler shares its GPUs now:"));
    m_requests->setAccessibleName(tr("Requests and their decisions"));
    m_trace->setAccessibleName(tr("Checks of the selected request"));
    m_identities->setAccessibleName(tr("Identities"));
    m_roles->setAccessibleName(tr("Role permissions"));
    m_flows->setAccessibleName(tr("Allowed flows"));
    m_grants->setAccessibleName(tr("Resource grants"));
    m_layers->setAccessibleName(tr("Defence layers"));
    m_isolation->setAccessibleName(tr("What each way of sharing a GPU isolates"));
    m_running->setAccessibleName(tr("Running jobs and their GPU sharing"));

    m_filling = true;
    m_chooser->clear();
    for (std::size_t i = 0; i < m_exercises.size(); ++i) {
        const QString title = local(m_exercises[i].title);
        m_chooser->addItem(i < m_shippedCount ? title : tr("%1 (from a file)").arg(title));
    }
    m_chooser->setCurrentIndex(m_current);
    m_filling = false;
    if (!m_exercises.empty()) {
        m_story->setText(local(exercise().story));
        m_hint->setText(exercise().hint.empty() ? QString()
                                                : tr("Hint: %1").arg(local(exercise().hint)));
    }
    m_requests->setHorizontalHeaderLabels(
        {tr("Request"), tr("Should be"), tr("Decision"), tr("Decided by"), tr("Result")});
    m_trace->setHorizontalHeaderLabels({tr("Check"), tr("Layer"), tr("Outcome"), tr("Why")});
    m_layers->setHorizontalHeaderLabels({tr("Layer"), tr("Checks here"), tr("Controls")});
    m_running->setHorizontalHeaderLabels({tr("Job"), tr("Tenant"), tr("GPUs"), tr("Sharing")});
    ExplainerContent c;
    c.title = tr("The zero-trust access path");
    c.conceptText =
        tr("A request from a user or a service reaches an AI resource only when every check "
           "of the path allows it: the identity policy (who is asking, and may a role of theirs "
           "do this), the workload policy (may this container run), the network controls (may "
           "traffic flow between these segments) and the resource's own permission. Network "
           "connectivity is never proof of authorisation. A real cluster checks at several "
           "points and continuously; the lab shows every check of each request so that every "
           "mistake of a policy is visible.");
    c.formula = tr("allowed = identity &and; role &and; admission &and; network &and; resource");
    c.sources = {tr("AI Infrastructure Explained, section 08.1: the secure AI workload access path"),
                 tr("AI Infrastructure Explained, section 08.2: the five security layers"),
                 tr("AI Infrastructure Explained, section 08.3: multi-tenant GPU isolation"),
                 tr("AI Infrastructure Explained, section 08.4: the four network segments")};
    m_explainer->setContent(c);
    fillStaticTables();
    if (!m_exercises.empty()) {
        fillPolicyTables();
        evaluate();
    }
    m_runningSignature.clear();
    refreshRunning();
}

void SecurityPage::fillPolicyTables()
{
    m_filling = true;
    const sec::AccessPolicy& p = m_policy;

    // Identities: kind, tenant, enabled, and one column per role.
    QStringList headers{tr("Identity"), tr("Kind"), tr("Tenant"), tr("Enabled")};
    for (const sec::Role& role : p.roles)
        headers << stackedTitle(tr("Role %1").arg(qs(role.id)), 8);
    m_identities->clear();
    m_identities->setColumnCount(int(headers.size()));
    m_identities->setHorizontalHeaderLabels(headers);
    m_identities->setRowCount(int(p.identities.size()));
    for (int r = 0; r < int(p.identities.size()); ++r) {
        const sec::Identity& id = p.identities[std::size_t(r)];
        m_identities->setItem(r, 0, textItem(qs(id.id)));
        m_identities->setItem(
            r, 1, textItem(id.kind == sec::IdentityKind::User ? tr("user") : tr("workload")));
        m_identities->setItem(r, 2, textItem(qs(id.tenant)));
        m_identities->setItem(r, 3,
                              checkItem(id.enabled, QStringLiteral("enabled|%1").arg(qs(id.id)),
                                        tr("%1 enabled").arg(qs(id.id))));
        for (int c = 0; c < int(p.roles.size()); ++c) {
            const std::string& role = p.roles[std::size_t(c)].id;
            const bool member = std::find(id.roles.begin(), id.roles.end(), role) != id.roles.end();
            m_identities->setItem(
                r, 4 + c,
                checkItem(member, QStringLiteral("member|%1|%2").arg(qs(id.id), qs(role)),
                          tr("%1 has the role %2").arg(qs(id.id), qs(role))));
        }
    }

    // Roles: one column per role; a second factor, then every permission.
    headers = QStringList{tr("Permission")};
    for (const sec::Role& role : p.roles)
        headers << qs(role.id);
    m_roles->clear();
    m_roles->setColumnCount(int(headers.size()));
    m_roles->setHorizontalHeaderLabels(headers);
    const std::vector<std::string>& permissions = sec::allPermissions();
    m_roles->setRowCount(1 + int(permissions.size()));
    m_roles->setItem(0, 0, textItem(tr("Asks for a second factor")));
    for (int c = 0; c < int(p.roles.size()); ++c) {
        const sec::Role& role = p.roles[std::size_t(c)];
        m_roles->setItem(0, 1 + c,
                         checkItem(role.requiresMfa, QStringLiteral("mfa|%1").arg(qs(role.id)),
                                   tr("%1 asks for a second factor").arg(qs(role.id))));
        for (int r = 0; r < int(permissions.size()); ++r) {
            const std::string& perm = permissions[std::size_t(r)];
            m_roles->setItem(
                1 + r, 1 + c,
                checkItem(p.roleHas(role.id, perm),
                          QStringLiteral("perm|%1|%2").arg(qs(role.id), qs(perm)),
                          tr("%1 may %2").arg(qs(role.id), Texts::permissionName(perm))));
        }
    }
    for (int r = 0; r < int(permissions.size()); ++r)
        m_roles->setItem(1 + r, 0, textItem(Texts::permissionName(permissions[std::size_t(r)])));

    // Admission: the rules, then each registry's trust.
    QLayout* admission = m_admission->layout();
    while (QLayoutItem* item = admission->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_ruleBoxes.clear();
    m_registryBoxes.clear();
    for (sec::AdmissionRule rule : sec::allAdmissionRules()) {
        auto* check = new QCheckBox(Texts::ruleName(rule), m_admission);
        check->setChecked(p.ruleEnabled(rule));
        connect(check, &QCheckBox::toggled, this, [this, rule](bool on) {
            m_policy.setRule(rule, on);
            evaluate();
        });
        admission->addWidget(check);
        check->show(); // made while the page may be shown
        m_ruleBoxes[int(rule)] = check;
    }
    for (const sec::ImageRegistry& registry : p.registries) {
        auto* check = new QCheckBox(tr("Trust the registry '%1'").arg(qs(registry.id)), m_admission);
        check->setChecked(registry.trusted);
        const std::string id = registry.id;
        connect(check, &QCheckBox::toggled, this, [this, id](bool on) {
            m_policy.setRegistryTrusted(id, on);
            evaluate();
        });
        admission->addWidget(check);
        check->show();
        m_registryBoxes[registry.id] = check;
    }

    // Flows: from the row's segment to the column's.
    headers = QStringList{tr("From \\ to")};
    for (sec::Segment s : sec::allSegments())
        headers << stackedTitle(Texts::segmentName(s), 12);
    m_flows->clear();
    m_flows->setColumnCount(int(headers.size()));
    m_flows->setHorizontalHeaderLabels(headers);
    m_flows->setRowCount(sec::kSegmentCount);
    for (sec::Segment from : sec::allSegments()) {
        const int r = int(from);
        m_flows->setItem(r, 0, textItem(stackedTitle(Texts::segmentName(from), 16)));
        for (sec::Segment to : sec::allSegments())
            m_flows->setItem(
                r, 1 + int(to),
                checkItem(p.flowAllowed(from, to),
                          QStringLiteral("flow|%1|%2").arg(int(from)).arg(int(to)),
                          tr("Flow from the %1 to the %2")
                              .arg(Texts::segmentName(from), Texts::segmentName(to))));
    }

    // Grants: one row per resource and access, one column per identity.
    headers = QStringList{tr("Resource"), tr("Access")};
    for (const sec::Identity& id : p.identities)
        headers << qs(id.id);
    m_grants->clear();
    m_grants->setColumnCount(int(headers.size()));
    m_grants->setHorizontalHeaderLabels(headers);
    int rows = 0;
    for (const sec::Resource& res : p.resources)
        rows += int(sec::accessesOf(res.kind).size());
    m_grants->setRowCount(rows);
    int r = 0;
    for (const sec::Resource& res : p.resources) {
        for (sec::Access access : sec::accessesOf(res.kind)) {
            m_grants->setItem(r, 0,
                              textItem(stackedTitle(tr("%1 (%2)").arg(qs(res.id),
                                                                      Texts::segmentName(res.segment)),
                                                    16)));
            m_grants->setItem(r, 1, textItem(Texts::accessName(access)));
            for (int c = 0; c < int(p.identities.size()); ++c) {
                const std::string& who = p.identities[std::size_t(c)].id;
                m_grants->setItem(
                    r, 2 + c,
                    checkItem(p.granted(res.id, access, who),
                              QStringLiteral("grant|%1|%2|%3")
                                  .arg(qs(res.id))
                                  .arg(int(access))
                                  .arg(qs(who)),
                              tr("%1 granted %2 on %3")
                                  .arg(qs(who), Texts::accessName(access), qs(res.id))));
            }
            ++r;
        }
    }
    m_filling = false;
    applyFontSizes();
}

void SecurityPage::fillStaticTables()
{
    // The five layers with their controls, and which checks model them.
    const std::vector<sec::DefenceLayer>& layers = sec::defenceLayers();
    m_layers->setRowCount(int(layers.size()));
    for (int r = 0; r < int(layers.size()); ++r) {
        const sec::DefenceLayer& layer = layers[std::size_t(r)];
        QStringList checks;
        for (sec::CheckId check : layer.checks())
            checks << Texts::checkName(check);
        QStringList controls;
        for (const sec::LayerControl& control : layer.controls) {
            QStringList by;
            for (sec::CheckId check : control.checks)
                by << Texts::checkName(check);
            controls << (by.isEmpty()
                             ? tr("%1 (not modelled here)").arg(Texts::controlName(control.id))
                             : tr("%1 (%2)").arg(Texts::controlName(control.id),
                                                 by.join(QStringLiteral(", "))));
        }
        m_layers->setItem(r, 0, textItem(Texts::layerName(layer)));
        m_layers->setItem(r, 1, textItem(checks.join(QStringLiteral(", "))));
        m_layers->setItem(r, 2, textItem(controls.join(QStringLiteral("; "))));
    }

    // GPU isolation: what each way of sharing isolates, its sources numbered below. One
    // column per way of sharing and a row per aspect: three columns fit a projector's width
    // where five aspects side by side would not.
    const std::vector<sec::SharingIsolation>& ways = sec::gpuIsolationTable();
    QStringList headers{tr("Isolates")};
    for (const sec::SharingIsolation& way : ways)
        headers << stackedTitle(Texts::sharingName(way.sharing), 12);
    m_isolation->clear();
    m_isolation->setColumnCount(int(headers.size()));
    m_isolation->setHorizontalHeaderLabels(headers);
    m_isolation->setRowCount(sec::kIsolationAspects + 1);
    QStringList sources;
    for (int a = 0; a < sec::kIsolationAspects; ++a)
        m_isolation->setItem(a, 0, textItem(stackedTitle(Texts::aspectName(sec::IsolationAspect(a)), 12)));
    m_isolation->setItem(sec::kIsolationAspects, 0, textItem(stackedTitle(tr("Tenants per GPU"), 12)));
    for (int c = 0; c < int(ways.size()); ++c) {
        const sec::SharingIsolation& way = ways[std::size_t(c)];
        for (int a = 0; a < sec::kIsolationAspects; ++a) {
            const sec::IsolationJudgement& j = way.aspects[std::size_t(a)];
            const QString source = Texts::sourceText(j.source);
            if (!sources.contains(source))
                sources << source;
            // The level as a word and an icon, never colour alone; the source as its number.
            const Status status = j.level == sec::IsolationLevel::Isolated  ? Status::Healthy
                                  : j.level == sec::IsolationLevel::Partial ? Status::Congested
                                                                            : Status::Failed;
            QTableWidgetItem* cell = textItem(
                tr("%1 [%2]").arg(Texts::levelName(j.level)).arg(sources.indexOf(source) + 1));
            cell->setIcon(style::statusIcon(status));
            cell->setToolTip(source);
            m_isolation->setItem(a, 1 + c, cell);
        }
        m_isolation->setItem(sec::kIsolationAspects, 1 + c,
                             textItem(QLocale().toString(way.tenantsPerGpu)));
    }
    QStringList numbered;
    for (int i = 0; i < sources.size(); ++i)
        numbered << tr("[%1] %2").arg(i + 1).arg(sources[i]);
    m_sources->setText(tr("Sources:") + QLatin1Char('\n') + numbered.join(QLatin1Char('\n')) +
                       QLatin1Char('\n') +
                       tr("Partitioning a GPU alone is not tenant isolation: the host, its "
                          "network interfaces, storage permissions and management interfaces "
                          "must be secured too (course section 08.3)."));
}

void SecurityPage::refreshRunning()
{
    const std::vector<sec::RunningSharing> running =
        sec::sharingOfRunningJobs(m_session.twin().scheduler());
    // Rewritten only when the running jobs change, not on every frame.
    QString signature;
    for (const sec::RunningSharing& s : running)
        signature += qs(s.job) + QLatin1Char('|') + QString::number(s.gpus) + QLatin1Char('|') +
                     QString::number(int(s.sharing)) + QLatin1Char(';');
    if (signature == m_runningSignature && m_running->rowCount() == int(running.size()))
        return;
    m_runningSignature = signature;
    m_running->setRowCount(int(running.size()));
    for (int r = 0; r < int(running.size()); ++r) {
        const sec::RunningSharing& s = running[std::size_t(r)];
        m_running->setItem(r, 0, textItem(qs(s.job)));
        m_running->setItem(r, 1, textItem(qs(s.tenant)));
        m_running->setItem(r, 2, textItem(qs(core::units::formatNumber(s.gpus, 3))));
        m_running->setItem(r, 3, textItem(Texts::sharingName(s.sharing)));
    }
    fitColumnsToContents(m_running);
    fitTableHeight(m_running);
}

void SecurityPage::onItemChanged(QTableWidgetItem* item)
{
    if (m_filling || item == nullptr)
        return;
    const QStringList key = item->data(kEditRole).toString().split(QLatin1Char('|'));
    if (key.size() < 2)
        return;
    const bool on = item->checkState() == Qt::Checked;
    const std::string a = key.value(1).toStdString();
    const std::string b = key.value(2).toStdString();
    try {
        if (key[0] == QLatin1String("enabled"))
            m_policy.setIdentityEnabled(a, on);
        else if (key[0] == QLatin1String("member"))
            m_policy.setIdentityRole(a, b, on);
        else if (key[0] == QLatin1String("mfa"))
            m_policy.setRoleRequiresMfa(a, on);
        else if (key[0] == QLatin1String("perm"))
            m_policy.setRolePermission(a, b, on);
        else if (key[0] == QLatin1String("flow"))
            m_policy.setFlow(sec::Segment(key.value(1).toInt()), sec::Segment(key.value(2).toInt()),
                             on);
        else if (key[0] == QLatin1String("grant"))
            m_policy.setGrant(a, sec::Access(key.value(2).toInt()), key.value(3).toStdString(), on);
    } catch (const core::Error&) {
        return; // the cells name only the policy's own ids
    }
    evaluate();
}

void SecurityPage::evaluate()
{
    if (m_exercises.empty())
        return;
    const int selected = m_requests->currentRow();
    m_score = sec::scoreExercise(exercise(), m_policy);
    const std::vector<sec::AccessRequest>& requests = exercise().requests;
    m_requests->setRowCount(int(requests.size()));
    for (int r = 0; r < int(requests.size()); ++r) {
        const sec::AccessRequest& q = requests[std::size_t(r)];
        const sec::RequestScore& s = m_score.requests[std::size_t(r)];
        m_requests->setItem(r, 0, textItem(local(q.title)));
        m_requests->setItem(r, 1, textItem(q.legitimate ? tr("allowed") : tr("denied")));
        m_requests->setItem(r, 2, textItem(s.decision.allowed ? tr("Allowed") : tr("Denied")));
        m_requests->setItem(r, 3, textItem(Texts::checkName(s.decision.decidedBy)));
        QTableWidgetItem* result = textItem(s.correct ? tr("right") : tr("wrong"));
        result->setIcon(style::statusIcon(s.correct ? Status::Healthy : Status::Failed));
        m_requests->setItem(r, 4, result);
    }
    m_scoreTile->setValue(tr("%1 of %2").arg(m_score.correct()).arg(m_score.total()));
    m_scoreTile->setDetail(m_score.solved ? tr("Solved") : tr("Not solved yet"));
    // The tile's words say it; a health status ("failed") would misname an unsolved exercise.
    m_scoreTile->clearStatus();
    m_explanation->setText(m_score.solved ? tr("Solved. %1").arg(local(exercise().explanation))
                                          : QString());
    m_explanation->setVisible(m_score.solved);
    m_undo->setEnabled(!(m_policy == exercise().policy));
    fitTableHeight(m_requests);
    if (selected >= 0 && selected < m_requests->rowCount())
        m_requests->selectRow(selected);
    showTrace();
}

void SecurityPage::showTrace()
{
    const int row = m_requests->currentRow();
    if (row < 0 || row >= int(m_score.requests.size())) {
        m_trace->setRowCount(0);
        return;
    }
    const sec::Decision& d = m_score.requests[std::size_t(row)].decision;
    m_trace->setRowCount(int(d.checks.size()));
    for (int r = 0; r < int(d.checks.size()); ++r) {
        const sec::CheckResult& c = d.checks[std::size_t(r)];
        QTableWidgetItem* name = textItem(Texts::checkName(c.check));
        name->setToolTip(Texts::checkQuestion(c.check));
        m_trace->setItem(r, 0, name);
        QStringList layers;
        for (int n : sec::layersOfCheck(c.check))
            layers << QLocale().toString(n);
        m_trace->setItem(r, 1, textItem(layers.join(QStringLiteral(", "))));
        QTableWidgetItem* outcome = textItem(Texts::outcome(c.outcome));
        outcome->setIcon(style::statusIcon(c.outcome == sec::Outcome::Allowed  ? Status::Healthy
                                    : c.outcome == sec::Outcome::Denied ? Status::Failed
                                                                        : Status::Idle));
        m_trace->setItem(r, 2, outcome);
        m_trace->setItem(r, 3, textItem(Texts::reason(c)));
    }
    fitTableHeight(m_trace);
}

void SecurityPage::applyFontSizes()
{
    for (QTableWidget* t : {m_identities, m_roles, m_flows, m_grants, m_isolation, m_running}) {
        fitColumnsToContents(t);
        fitTableHeight(t);
    }
    for (QTableWidget* t : {m_layers, m_requests, m_trace})
        fitTableHeight(t);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);
}

void SecurityPage::changeEvent(QEvent* event)
{
    LabPage::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFontSizes();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void SecurityPage::resizeEvent(QResizeEvent* event)
{
    LabPage::resizeEvent(event);
    // Wrapped rows take as many lines as the new width needs.
    for (QTableWidget* t : {m_layers, m_requests, m_trace})
        fitTableHeight(t);
}

void SecurityPage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    refreshRunning();
    // Rows wrap to the width the page has once shown.
    for (QTableWidget* t : {m_layers, m_requests, m_trace})
        fitTableHeight(t);
}

QTableWidgetItem* SecurityPage::grantCell(const std::string& resource, sec::Access access,
                                          const std::string& identity) const
{
    const QString key = QStringLiteral("grant|%1|%2|%3")
                            .arg(qs(resource))
                            .arg(int(access))
                            .arg(qs(identity));
    for (int r = 0; r < m_grants->rowCount(); ++r)
        for (int c = 0; c < m_grants->columnCount(); ++c)
            if (QTableWidgetItem* cell = m_grants->item(r, c);
                cell && cell->data(kEditRole).toString() == key)
                return cell;
    return nullptr;
}

QTableWidgetItem* SecurityPage::flowCell(sec::Segment from, sec::Segment to) const
{
    return m_flows->item(int(from), 1 + int(to));
}

QTableWidgetItem* SecurityPage::roleCell(const std::string& role, const std::string& permission) const
{
    const QString key = permission == "mfa"
                            ? QStringLiteral("mfa|%1").arg(qs(role))
                            : QStringLiteral("perm|%1|%2").arg(qs(role), qs(permission));
    for (int r = 0; r < m_roles->rowCount(); ++r)
        for (int c = 0; c < m_roles->columnCount(); ++c)
            if (QTableWidgetItem* cell = m_roles->item(r, c);
                cell && cell->data(kEditRole).toString() == key)
                return cell;
    return nullptr;
}

QTableWidgetItem* SecurityPage::identityEnabledCell(const std::string& identity) const
{
    for (int r = 0; r < m_identities->rowCount(); ++r)
        if (QTableWidgetItem* cell = m_identities->item(r, 3);
            cell && cell->data(kEditRole).toString() == QStringLiteral("enabled|%1").arg(qs(identity)))
            return cell;
    return nullptr;
}

QJsonObject SecurityPage::saveState() const
{
    if (m_exercises.empty())
        return {};
    QJsonObject state;
    state[kExercise] = qs(exercise().id);
    state[kPolicy] = QJsonDocument::fromJson(
                         QByteArray::fromStdString(sec::policyToJson(m_policy).dump()))
                         .object();
    // Exercises opened from files travel with the state, as core writes them.
    QJsonArray opened;
    for (std::size_t i = m_shippedCount; i < m_exercises.size(); ++i)
        opened.append(QJsonDocument::fromJson(
                          QByteArray::fromStdString(sec::exerciseToJson(m_exercises[i]).dump()))
                          .object());
    if (!opened.isEmpty())
        state[kOpened] = opened;
    if (exerciseFromFile())
        state[kFromFile] = true;
    return state;
}

void SecurityPage::restoreState(const QJsonObject& state)
{
    // Read and check everything first; change nothing on a refusal.
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != kExercise && it.key() != kPolicy && it.key() != kOpened &&
            it.key() != kFromFile)
            throw core::Error("unknown field; expected one of exercise, policy, opened, fromFile",
                              "/" + it.key().toStdString());
    if (!state.contains(kExercise) || !state.value(kExercise).isString())
        throw core::Error("expected the id of an exercise", "/exercise");
    std::vector<sec::SecurityExercise> exercises(m_exercises.begin(),
                                                 m_exercises.begin() + std::ptrdiff_t(m_shippedCount));
    if (state.contains(kOpened)) {
        if (!state.value(kOpened).isArray())
            throw core::Error("expected a list of exercises", "/opened");
        const QJsonArray opened = state.value(kOpened).toArray();
        for (int i = 0; i < opened.size(); ++i) {
            const std::string pointer = "/opened/" + std::to_string(i);
            if (!opened.at(i).isObject())
                throw core::Error("expected an exercise", pointer);
            try {
                sec::SecurityExercise e = sec::parseSecurityExercise(
                    QJsonDocument(opened.at(i).toObject()).toJson(QJsonDocument::Compact).toStdString(),
                    pointer);
                exercises.push_back(std::move(e));
            } catch (const core::Error& e) {
                throw core::Error(e.message(), pointer + e.path());
            }
        }
    }
    if (state.contains(kFromFile) && !state.value(kFromFile).isBool())
        throw core::Error("expected true or false", "/fromFile");
    // An opened exercise may share its id with one of the lab's: look where the state says.
    const bool fromFile = state.value(kFromFile).toBool();
    const std::string id = state.value(kExercise).toString().toStdString();
    int index = -1;
    for (std::size_t i = fromFile ? m_shippedCount : 0;
         i < (fromFile ? exercises.size() : m_shippedCount); ++i)
        if (exercises[i].id == id)
            index = int(i);
    if (index < 0)
        throw core::Error("unknown exercise '" + id + "'", "/exercise");
    if (!state.value(kPolicy).isObject())
        throw core::Error("expected the edited policy", "/policy");
    const nlohmann::json policyJson = nlohmann::json::parse(
        QJsonDocument(state.value(kPolicy).toObject()).toJson(QJsonDocument::Compact).toStdString());
    sec::AccessPolicy policy = sec::policyFromJson(policyJson, "/policy");
    // The learner edits the exercise's policy; its identities, roles, registries and
    // resources stay the exercise's, so that every request still names them.
    const sec::AccessPolicy& shipped = exercises[std::size_t(index)].policy;
    auto ids = [](const auto& list) {
        std::vector<std::string> out;
        for (const auto& item : list)
            out.push_back(item.id);
        return out;
    };
    if (ids(policy.identities) != ids(shipped.identities) || ids(policy.roles) != ids(shipped.roles) ||
        ids(policy.registries) != ids(shipped.registries) ||
        ids(policy.resources) != ids(shipped.resources))
        throw core::Error("the policy names other identities, roles, registries or resources "
                          "than its exercise",
                          "/policy");
    for (std::size_t i = 0; i < shipped.resources.size(); ++i) {
        const sec::Resource& a = policy.resources[i];
        const sec::Resource& b = shipped.resources[i];
        if (a.kind != b.kind || a.segment != b.segment || a.tenant != b.tenant)
            throw core::Error("a resource's kind, segment and tenant are its exercise's",
                              "/policy/resources/" + std::to_string(i));
    }
    for (std::size_t i = 0; i < shipped.identities.size(); ++i) {
        const sec::Identity& a = policy.identities[i];
        const sec::Identity& b = shipped.identities[i];
        if (a.kind != b.kind || a.tenant != b.tenant)
            throw core::Error("an identity's kind and tenant are its exercise's",
                              "/policy/identities/" + std::to_string(i));
    }
    m_exercises = std::move(exercises);
    m_error->setVisible(false);
    retranslate();
    setExercise(index);
    m_policy = std::move(policy);
    fillPolicyTables();
    evaluate();
}

void SecurityPage::resetToDefaults()
{
    m_exercises.resize(m_shippedCount);
    m_error->setVisible(false);
    m_current = 0;
    retranslate();
    setExercise(0);
}

bool SecurityPage::exerciseFromFile() const
{
    return std::size_t(m_current) >= m_shippedCount;
}

void SecurityPage::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open an exercise file"), QString(),
                                                      tr("Exercise files (*.json)"));
    if (!path.isEmpty())
        openExerciseFile(path);
}

bool SecurityPage::openExerciseFile(const QString& path)
{
    sec::SecurityExercise opened;
    try {
        opened = sec::loadSecurityExerciseFile(path.toStdString());
    } catch (const std::exception& e) {
        m_error->setText(tr("This exercise file cannot be played: %1")
                             .arg(QString::fromStdString(e.what())));
        m_error->setVisible(true);
        return false;
    }
    m_error->setVisible(false);
    const int index = addOpened(std::move(opened));
    retranslate();
    setExercise(index);
    return true;
}

int SecurityPage::addOpened(sec::SecurityExercise exercise)
{
    // A file's exercise with the id of another opened one is its new version; one with a
    // shipped exercise's id is shown beside it, the lab's own staying as they are.
    for (std::size_t i = m_shippedCount; i < m_exercises.size(); ++i)
        if (m_exercises[i].id == exercise.id) {
            m_exercises[i] = std::move(exercise);
            return int(i);
        }
    m_exercises.push_back(std::move(exercise));
    return int(m_exercises.size()) - 1;
}

} // namespace ailab::labs::operations

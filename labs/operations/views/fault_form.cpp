#include "labs/operations/views/fault_form.h"

#include "core/cluster/cluster_spec.h"
#include "core/cluster/fault_catalog.h"
#include "core/cluster/fault_injector.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/palette.h"
#include "labs/operations/views/cluster_drawing.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

namespace ailab::labs::operations {

namespace cluster = core::cluster;
using Group = InjectionTexts::Group;

namespace {

// The course's groups and the fault target types (core's ids) each holds.
std::vector<std::string> typesOf(Group group)
{
    switch (group) {
    case Group::Compute:
        return {"gpu", "server", "rack"};
    case Group::Fabric:
        return {"link", "switch", "fabric"};
    case Group::Storage:
        return {"storage-tier", "storage-server"};
    case Group::Scheduler:
        return {"job", "scheduler"};
    }
    return {};
}

Group groupOfType(const std::string& type)
{
    for (Group g : {Group::Compute, Group::Fabric, Group::Storage, Group::Scheduler})
        for (const std::string& t : typesOf(g))
            if (t == type)
                return g;
    return Group::Compute;
}

// The course's symbols for its four groups.
QString symbolOf(Group group)
{
    switch (group) {
    case Group::Compute:
        return QStringLiteral("▦");
    case Group::Fabric:
        return QStringLiteral("⇄");
    case Group::Storage:
        return QStringLiteral("▤");
    case Group::Scheduler:
        return QStringLiteral("⚙");
    }
    return {};
}

} // namespace

FaultForm::FaultForm(QWidget* parent)
    : QWidget(parent)
{
    // The four groups, drawn as the course draws them.
    m_groups = new QButtonGroup(this);
    m_groups->setExclusive(true);
    auto* groupRow = new FlowLayout;
    for (Group g : {Group::Compute, Group::Fabric, Group::Storage, Group::Scheduler}) {
        auto* button = new QToolButton(this);
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setText(QStringLiteral("%1  %2\n%3")
                            .arg(symbolOf(g), InjectionTexts::groupTitle(g), InjectionTexts::groupSubtitle(g)));
        button->setAccessibleName(InjectionTexts::groupTitle(g));
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        m_groups->addButton(button, int(g));
        m_groupButtons[int(g)] = button;
        groupRow->addWidget(button);
    }

    m_type = new QComboBox(this);
    m_type->setAccessibleName(tr("Kind of component"));
    m_target = new QComboBox(this);
    m_target->setEditable(true);
    m_target->setInsertPolicy(QComboBox::NoInsert);
    m_target->setAccessibleName(tr("Component"));
    m_target->setToolTip(tr("Choose a component, click it on the drawing, or type its name (e.g. server3/gpu5)."));
    m_fault = new QComboBox(this);
    m_fault->setAccessibleName(tr("Fault"));
    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_severity = new QDoubleSpinBox(this);
    m_severity->setDecimals(2);
    m_severity->setAccessibleName(tr("Severity"));
    m_severityMeaning = new QLabel(this);
    m_severityMeaning->setWordWrap(true);
    m_xid = new QComboBox(this);
    m_xid->setAccessibleName(tr("Xid code"));
    for (const cluster::XidInfo& xid : cluster::xidCatalog())
        m_xid->addItem(QStringLiteral("Xid %1 · %2").arg(xid.code).arg(QString::fromUtf8(xid.mnemonic.data(),
                                                                                        int(xid.mnemonic.size()))),
                       xid.code);
    // Long entries (an Xid's mnemonic, a GPU of a large cluster) never widen the form.
    for (QComboBox* combo : {m_type, m_target, m_fault, m_xid}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
    }
    m_now = new QCheckBox(tr("Now"), this);
    m_now->setChecked(true);
    m_at = new QDoubleSpinBox(this);
    m_at->setDecimals(0);
    m_at->setSuffix(tr(" s"));
    m_at->setAccessibleName(tr("Time to inject at"));
    m_at->setEnabled(false);
    m_untilOn = new QCheckBox(tr("Until"), this);
    m_until = new QDoubleSpinBox(this);
    m_until->setDecimals(0);
    m_until->setSuffix(tr(" s"));
    m_until->setAccessibleName(tr("Time the fault ends"));
    m_until->setEnabled(false);
    m_inject = new QPushButton(tr("In&ject fault"), this);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setVisible(false);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Kind:"), m_type);
    form->addRow(tr("Component:"), m_target);
    form->addRow(tr("Fault:"), m_fault);
    form->addRow(m_description);
    m_severityLabel = new QLabel(tr("Severity:"), this);
    form->addRow(m_severityLabel, m_severity);
    form->addRow(m_severityMeaning);
    m_xidLabel = new QLabel(tr("Xid:"), this);
    form->addRow(m_xidLabel, m_xid);
    auto* when = new QHBoxLayout;
    when->addWidget(m_now);
    when->addWidget(m_at, 1);
    form->addRow(tr("Begins:"), when);
    auto* ends = new QHBoxLayout;
    ends->addWidget(m_untilOn);
    ends->addWidget(m_until, 1);
    form->addRow(tr("Ends:"), ends);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(groupRow);
    layout->addLayout(form);
    layout->addWidget(m_inject);
    layout->addWidget(m_message);
    layout->addStretch(1); // top-aligned when the drawing beside it makes the row taller

    connect(m_groups, &QButtonGroup::idClicked, this, &FaultForm::chooseGroup);
    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        fillTargets();
        fillFaults();
    });
    connect(m_target, &QComboBox::currentIndexChanged, this, &FaultForm::componentChanged);
    connect(m_fault, &QComboBox::currentIndexChanged, this, &FaultForm::showFault);
    connect(m_now, &QCheckBox::toggled, m_at, [this](bool now) { m_at->setEnabled(!now); });
    connect(m_untilOn, &QCheckBox::toggled, m_until, &QWidget::setEnabled);
    connect(m_inject, &QPushButton::clicked, this, &FaultForm::injectRequested);
    m_groupButtons[0]->setChecked(true);
    chooseGroup(0);
}

QToolButton* FaultForm::groupButton(Group group) const
{
    return m_groupButtons[int(group)];
}

void FaultForm::setCluster(const ClusterDrawing* drawing, double durationS)
{
    m_drawing = drawing;
    m_at->setRange(0, durationS);
    m_until->setRange(0, durationS);
    m_until->setValue(durationS);
    fillTargets();
}

void FaultForm::chooseGroup(int group)
{
    if (m_groups->checkedId() != group)
        m_groupButtons[group]->setChecked(true);
    const QSignalBlocker block(m_type);
    m_type->clear();
    for (const std::string& type : typesOf(Group(group)))
        m_type->addItem(InjectionTexts::targetTypeName(type), QString::fromStdString(type));
    m_type->setCurrentIndex(0);
    fillTargets();
    fillFaults();
}

void FaultForm::fillTargets()
{
    const QSignalBlocker block(m_target);
    const QString previous = m_target->currentText();
    m_target->clear();
    if (m_drawing != nullptr)
        for (const ClusterComponent& c : m_drawing->components(targetType()))
            m_target->addItem(c.label, c.target);
    const int again = m_target->findText(previous);
    m_target->setCurrentIndex(again >= 0 ? again : 0);
    Q_EMIT componentChanged();
}

void FaultForm::fillFaults()
{
    const QSignalBlocker block(m_fault);
    m_fault->clear();
    const std::string type = targetType();
    for (const cluster::FaultKindInfo& info : cluster::faultKinds()) {
        if (cluster::faultTargetId(info.target) != type || info.kind == cluster::FaultKind::SilentDataCorruption)
            continue; // the twin does not model silent data corruption yet (fault_injector.cpp)
        m_fault->addItem(QString::fromUtf8(info.id.data(), int(info.id.size())),
                         QString::fromUtf8(info.id.data(), int(info.id.size())));
    }
    m_fault->setCurrentIndex(0);
    showFault();
}

void FaultForm::showFault()
{
    const QString id = m_fault->currentData().toString();
    if (id.isEmpty()) {
        m_description->clear();
        return;
    }
    const cluster::FaultKind kind = cluster::parseFaultKind(id.toStdString());
    m_description->setText(InjectionTexts::clusterText(cluster::faultKindInfo(kind).description));
    const cluster::FaultSeverity& severity = cluster::faultSeverity(kind);
    m_severity->setVisible(severity.used);
    m_severityLabel->setVisible(severity.used);
    m_severityMeaning->setVisible(severity.used);
    if (severity.used) {
        // The box also takes values outside the kind's range: core refuses them, naming the field.
        m_severity->setDecimals(severity.whole ? 0 : 2);
        m_severity->setRange(severity.min - 1.0, severity.max <= 1.0 ? 10.0 : severity.max);
        const QString unit = severity.unit.empty()
                                 ? QString()
                                 : QLatin1Char(' ') + QString::fromUtf8(severity.unit.data(), int(severity.unit.size()));
        m_severity->setSuffix(unit);
        m_severity->setValue(severity.required ? 0.0 : severity.defaultValue);
        const QString meaning = InjectionTexts::clusterText(severity.meaning);
        const QString range = severity.minExclusive
                                  ? tr("above %L1 up to %L2%3").arg(severity.min).arg(severity.max).arg(unit)
                                  : tr("%L1 to %L2%3").arg(severity.min).arg(severity.max).arg(unit);
        m_severityMeaning->setText(severity.required
                                       ? tr("%1 (required; %2).").arg(meaning, range)
                                       : tr("%1 (default %L2%3; %4).")
                                             .arg(meaning)
                                             .arg(severity.defaultValue)
                                             .arg(unit, range));
    }
    const bool xid = kind == cluster::FaultKind::Xid;
    m_xid->setVisible(xid);
    m_xidLabel->setVisible(xid);
}

std::string FaultForm::targetType() const
{
    return m_type->currentData().toString().toStdString();
}

QString FaultForm::target() const
{
    // A listed component's target, or the text typed.
    const int index = m_target->findText(m_target->currentText());
    if (index >= 0)
        return m_target->itemData(index).toString();
    return m_target->currentText().trimmed();
}

void FaultForm::selectComponent(const ClusterComponent& component)
{
    if (component.type.empty())
        return;
    const Group group = groupOfType(component.type);
    chooseGroup(int(group));
    const int type = m_type->findData(QString::fromStdString(component.type));
    if (type >= 0 && type != m_type->currentIndex())
        m_type->setCurrentIndex(type);
    const int target = m_target->findData(component.target);
    if (target >= 0)
        m_target->setCurrentIndex(target);
    else
        m_target->setEditText(component.target);
}

cluster::FaultSpec FaultForm::faultSpec(double now) const
{
    cluster::FaultSpec fault;
    fault.kind = m_fault->currentData().toString().toStdString();
    fault.target = target().toStdString();
    fault.pointer = "/fault";
    fault.atS = m_now->isChecked() ? now : std::max(now, m_at->value());
    if (m_untilOn->isChecked())
        fault.untilS = m_until->value();
    if (!fault.kind.empty()) {
        const cluster::FaultKind kind = cluster::parseFaultKind(fault.kind);
        if (cluster::faultSeverity(kind).used)
            fault.severity = m_severity->value();
        if (kind == cluster::FaultKind::Xid)
            fault.xid = m_xid->currentData().toInt();
    }
    return fault;
}

void FaultForm::showMessage(const QString& text, bool refused)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setProperty("refused", refused);
    QPalette palette = m_message->palette();
    palette.setColor(QPalette::WindowText, refused ? style::statusColor(Status::Failed, palette)
                                                   : palette.color(QPalette::Text));
    m_message->setPalette(palette);
}

} // namespace ailab::labs::operations

#include "labs/roce/panels/anatomy_panel.h"

#include "labs/common/packet/packet_view.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/roce/panels/anatomy_state.h"
#include "labs/roce/views/anatomy_layer_strip.h"
#include "labs/roce/views/anatomy_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::roce {

namespace net = core::net::roce;

namespace {

QSpinBox* spin(QWidget* parent, int low, int high, const QString& accessibleName)
{
    auto* box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setAccessibleName(accessibleName);
    return box;
}

} // namespace

AnatomyPanel::AnatomyPanel(QWidget* parent)
    : LabPage(parent)
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    auto* options = new QGroupBox(tr("Packet options"), content);
    m_ipVersion = new QComboBox(options);
    m_ipVersion->addItem(tr("IPv4"), 4);
    m_ipVersion->addItem(tr("IPv6"), 6);
    m_ipVersion->setAccessibleName(tr("IP version"));
    m_vlan = new QCheckBox(tr("802.1Q tag"), options);
    m_vlan->setToolTip(tr("Adds the 4-byte VLAN tag whose priority PFC pauses."));
    m_pcp = spin(options, 0, 7, tr("802.1p priority (PCP)"));
    m_vlanId = spin(options, 0, 4094, tr("VLAN id"));
    m_dscp = spin(options, 0, 63, tr("DSCP"));
    m_ecn = new QComboBox(options);
    m_ecn->addItem(tr("Not-ECT (00)"), static_cast<int>(net::Ecn::NotEct));
    m_ecn->addItem(tr("ECT(0) (10)"), static_cast<int>(net::Ecn::Ect0));
    m_ecn->addItem(tr("ECT(1) (01)"), static_cast<int>(net::Ecn::Ect1));
    m_ecn->setAccessibleName(tr("ECN codepoint the sender writes"));
    m_congestion = new QCheckBox(tr("A switch marks CE"), options);
    m_congestion->setToolTip(tr("A congested switch marks the WRITE Last Congestion "
                                "Experienced and the responder answers with a CNP. Needs an "
                                "ECN-capable codepoint."));
    m_mtu = new QComboBox(options);
    for (int mtu : {256, 512, 1024, 2048, 4096})
        m_mtu->addItem(tr("%1 bytes").arg(mtu), mtu);
    m_mtu->setAccessibleName(tr("Path MTU"));
    m_payload = spin(options, 1, 4096, tr("Payload bytes of the last or only packet"));
    m_payload->setSuffix(tr(" bytes"));
    m_payload->setToolTip(tr("The data in the WRITE Last, the single-packet WRITEs, the SEND "
                             "and the READ; the WRITE First and Middle carry a full MTU."));
    m_requesterQp = spin(options, 2, 0xFFFFFF, tr("Requester QP number"));
    m_responderQp = spin(options, 2, 0xFFFFFF, tr("Responder QP number"));
    for (QSpinBox* qp : {m_requesterQp, m_responderQp}) {
        qp->setDisplayIntegerBase(16);
        qp->setPrefix(QStringLiteral("0x"));
    }

    // The options in rows that wrap (a projector's width, German), each label kept with its
    // field.
    auto* rows = new FlowLayout(options);
    const auto add = [&](const QString& label, QWidget* widget) {
        auto* pair = new QWidget(options);
        auto* row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        auto* text = new QLabel(label, pair);
        text->setBuddy(widget);
        widget->setParent(pair);
        row->addWidget(text);
        row->addWidget(widget);
        rows->addWidget(pair);
    };
    add(tr("&IP version"), m_ipVersion);
    rows->addWidget(m_vlan);
    add(tr("&Priority (PCP)"), m_pcp);
    add(tr("VLAN i&d"), m_vlanId);
    add(tr("DS&CP"), m_dscp);
    add(tr("&ECN"), m_ecn);
    rows->addWidget(m_congestion);
    add(tr("Path &MTU"), m_mtu);
    add(tr("Last-packet p&ayload"), m_payload);
    add(tr("Re&quester QP"), m_requesterQp);
    add(tr("Res&ponder QP"), m_responderQp);
    // Tab follows the reading order (moving a field into its pair moved it in the focus chain).
    const QList<QWidget*> order{m_ipVersion, m_vlan,    m_pcp,     m_vlanId,      m_dscp,       m_ecn,
                                m_congestion, m_mtu,    m_payload, m_requesterQp, m_responderQp};
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);

    m_caption = new QLabel(content);
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setAccessibleName(tr("About the selected packet"));
    m_strip = new AnatomyLayerStrip(content);
    m_view = new PacketView(content);
    m_explainer = new ExplainerPanel(content);

    // The packet beside the explanation, or over it where the two do not fit side by side (a
    // projector in presenter mode); never less than about two dozen lines tall.
    auto* splitter = new WrappingSplitter(content);
    splitter->addWidget(m_view);
    splitter->addWidget(m_explainer);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({640, 360}); // the bytes pane and the list, the rest to the explanation
    m_panes = splitter;
    applyFontSizes();

    auto* layout = new QVBoxLayout(content);
    layout->addWidget(options);
    layout->addWidget(m_caption);
    layout->addWidget(m_strip);
    layout->addWidget(splitter, 1);

    for (QComboBox* box : {m_ipVersion, m_ecn, m_mtu})
        connect(box, &QComboBox::currentIndexChanged, this, &AnatomyPanel::onControlsChanged);
    for (QCheckBox* box : {m_vlan, m_congestion})
        connect(box, &QCheckBox::toggled, this, &AnatomyPanel::onControlsChanged);
    for (QSpinBox* box : {m_pcp, m_vlanId, m_dscp, m_payload, m_requesterQp, m_responderQp})
        connect(box, &QSpinBox::valueChanged, this, &AnatomyPanel::onControlsChanged);
    connect(m_strip, &AnatomyLayerStrip::blockClicked, this, &AnatomyPanel::selectLayer);
    connect(m_view, &PacketView::packetSelected, this, &AnatomyPanel::onPacketSelected);
    connect(m_view, &PacketView::fieldSelected, this, &AnatomyPanel::onFieldSelected);

    resetToDefaults();
}

void AnatomyPanel::showControls(const net::CatalogueOptions& o)
{
    m_updating = true;
    m_ipVersion->setCurrentIndex(m_ipVersion->findData(o.ipVersion));
    m_vlan->setChecked(o.vlan);
    m_pcp->setValue(o.pcp);
    m_vlanId->setValue(o.vlanId);
    m_pcp->setEnabled(o.vlan);
    m_vlanId->setEnabled(o.vlan);
    m_dscp->setValue(o.dscp);
    m_ecn->setCurrentIndex(m_ecn->findData(static_cast<int>(o.ecn)));
    // Only an ECN-capable packet can be marked; a Not-ECT one would be dropped instead.
    m_congestion->setEnabled(o.ecn != net::Ecn::NotEct);
    m_congestion->setChecked(o.congestion);
    m_mtu->setCurrentIndex(m_mtu->findData(o.mtu));
    m_payload->setMaximum(o.mtu);
    m_payload->setValue(o.payloadBytes);
    m_requesterQp->setValue(o.requesterQp);
    m_responderQp->setValue(o.responderQp);
    m_updating = false;
}

net::CatalogueOptions AnatomyPanel::optionsFromControls() const
{
    net::CatalogueOptions o = m_options;
    o.ipVersion = m_ipVersion->currentData().toInt();
    o.vlan = m_vlan->isChecked();
    o.pcp = m_pcp->value();
    o.vlanId = m_vlanId->value();
    o.dscp = m_dscp->value();
    o.ecn = static_cast<net::Ecn>(m_ecn->currentData().toInt());
    o.congestion = m_congestion->isChecked() && o.ecn != net::Ecn::NotEct;
    o.mtu = m_mtu->currentData().toInt();
    o.payloadBytes = std::min(m_payload->value(), o.mtu);
    o.requesterQp = m_requesterQp->value();
    o.responderQp = m_responderQp->value();
    return o;
}

void AnatomyPanel::onControlsChanged()
{
    if (m_updating)
        return;
    setOptions(optionsFromControls()); // the controls' ranges keep every value valid
    emit changed();
}

void AnatomyPanel::setOptions(const net::CatalogueOptions& options)
{
    net::validateCatalogueOptions(options);
    m_options = options;
    showControls(options);
    rebuild(std::max(0, m_view->currentPacket()));
}

void AnatomyPanel::rebuild(int row)
{
    m_packets = net::buildCatalogue(m_options);
    QList<CapturedPacket> captured;
    for (const net::CataloguePacket& p : m_packets)
        captured.append(CapturedPacket{QByteArray(reinterpret_cast<const char*>(p.bytes.data()),
                                                  static_cast<qsizetype>(p.bytes.size())),
                                       p.timeSeconds});
    const net::Layer layer = m_layer;
    m_view->setPackets(captured);
    m_layer = layer;
    m_view->selectPacket(std::clamp(row, 0, static_cast<int>(m_packets.size()) - 1));
}

void AnatomyPanel::onPacketSelected(int row)
{
    const net::DecodedFrame* frame = m_view->decodedFrame(row);
    m_spans.clear();
    m_strip->setCurrent(-1);
    if (!frame) {
        m_strip->setBlocks({});
        m_caption->clear();
        m_explainer->clear();
        return;
    }
    m_spans = net::layerSpans(*frame);
    QList<LayerBlock> blocks;
    for (const net::LayerSpan& span : m_spans)
        blocks.append(LayerBlock{AnatomyTexts::blockTitle(span, *frame),
                                 tr("%n bytes", "", static_cast<int>(span.length)),
                                 static_cast<int>(span.length)});
    m_strip->setBlocks(blocks);
    m_caption->setText(AnatomyTexts::caption(m_packets[static_cast<std::size_t>(row)], row));
    // Stay on the same layer from packet to packet; a packet without it shows its BTH.
    std::size_t index = 0;
    bool found = false;
    for (std::size_t i = 0; i < m_spans.size(); ++i) {
        if (m_spans[i].layer == m_layer) {
            index = i;
            found = true;
        } else if (!found && m_spans[i].layer == net::Layer::Bth) {
            index = i;
        }
    }
    selectLayer(static_cast<int>(index));
}

void AnatomyPanel::selectLayer(int index)
{
    if (index < 0 || index >= static_cast<int>(m_spans.size()))
        return;
    // The tree selection reports back through fieldSelected, which lights the block.
    m_view->selectHeader(
        static_cast<int>(m_spans[static_cast<std::size_t>(index)].headers.front()));
}

void AnatomyPanel::onFieldSelected(int offset, int length)
{
    if (length <= 0)
        return;
    for (std::size_t i = 0; i < m_spans.size(); ++i) {
        const auto& span = m_spans[i];
        if (static_cast<std::size_t>(offset) >= span.offset &&
            static_cast<std::size_t>(offset) < span.offset + span.length) {
            showLayer(static_cast<int>(i));
            return;
        }
    }
}

void AnatomyPanel::showLayer(int index)
{
    const int row = m_view->currentPacket();
    const net::DecodedFrame* frame = m_view->decodedFrame(row);
    if (!frame)
        return;
    const net::LayerSpan& span = m_spans[static_cast<std::size_t>(index)];
    const bool changedLayer = m_layer != span.layer || m_strip->current() != index;
    m_layer = span.layer;
    m_strip->setCurrent(index);
    m_explainer->setContent(AnatomyTexts::explanation(
        span, *frame, row,
        static_cast<int>(m_packets[static_cast<std::size_t>(row)].bytes.size())));
    if (changedLayer && !m_updating)
        emit changed();
}

void AnatomyPanel::applyFontSizes()
{
    m_panes->setMinimumHeight(fontMetrics().height() * 24);
    // Beside the packet, the explanation keeps room for its formulas and sentences.
    m_explainer->setMinimumWidth(fontMetrics().averageCharWidth() * 32);
}

void AnatomyPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::ApplicationFontChange)
        applyFontSizes();
}

int AnatomyPanel::currentLayer() const
{
    return m_strip->current();
}

QJsonObject AnatomyPanel::saveState() const
{
    return writeAnatomyState({m_options, std::max(0, m_view->currentPacket()), m_layer});
}

void AnatomyPanel::restoreState(const QJsonObject& state)
{
    const AnatomyState s = readAnatomyState(state); // every field checked before any change
    m_updating = true;
    m_options = s.options;
    m_layer = s.layer;
    showControls(s.options);
    m_updating = true;
    rebuild(s.packet);
    m_updating = false;
    emit changed();
}

QString AnatomyPanel::pageSummary() const
{
    return tr("The packets of one RDMA exchange as Wireshark shows them, layer by layer and "
              "byte by byte. The options below build them: change one and see which bytes "
              "move.");
}

void AnatomyPanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::roce

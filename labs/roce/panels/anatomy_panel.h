#pragma once

#include "core/net/roce/packet_catalogue.h"
#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class PacketView;
} // namespace ailab::labs

namespace ailab::labs::roce {

class AnatomyLayerStrip;

// The "Packet anatomy" tab: a capture of one RC connection (core/net/roce/packet_catalogue)
// in the Wireshark panes of PacketView, with the seed's layer strip above it. A block of
// the strip selects its header in the tree and highlights its bytes; a field selected in
// the tree or the bytes lights up its block. Beside them, what the selected header does,
// its fields as decoded, and the specification it comes from. The options rebuild the
// capture (IPv6 adds 20 bytes of header, the 802.1Q tag 4).
class AnatomyPanel : public LabPage
{
    Q_OBJECT
public:
    explicit AnatomyPanel(QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    // Throws core::Error naming the field ("/mtu") and leaves the page unchanged.
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override; // the packets, not the incast scenario

    const core::net::roce::CatalogueOptions& options() const { return m_options; }
    // Rebuilds the capture; throws core::Error (as validateCatalogueOptions) when invalid.
    void setOptions(const core::net::roce::CatalogueOptions& options);
    const std::vector<core::net::roce::CataloguePacket>& packets() const { return m_packets; }

    // The layers of the shown packet, in strip order, and the selected one (-1: none).
    const std::vector<core::net::roce::LayerSpan>& layers() const { return m_spans; }
    int currentLayer() const;
    // As a click on block `index` of the strip.
    void selectLayer(int index);

    PacketView* packetView() const { return m_view; }
    AnatomyLayerStrip* layerStrip() const { return m_strip; }
    ExplainerPanel* explainer() const { return m_explainer; }
    QLabel* caption() const { return m_caption; }
    QComboBox* ipVersionBox() const { return m_ipVersion; }
    QCheckBox* vlanBox() const { return m_vlan; }
    QSpinBox* pcpBox() const { return m_pcp; }
    QComboBox* ecnBox() const { return m_ecn; }
    QCheckBox* congestionBox() const { return m_congestion; }
    QComboBox* mtuBox() const { return m_mtu; }
    QSpinBox* payloadBox() const { return m_payload; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyFontSizes();
    void onControlsChanged();
    void showControls(const core::net::roce::CatalogueOptions& options);
    core::net::roce::CatalogueOptions optionsFromControls() const;
    void rebuild(int row);
    void onPacketSelected(int row);
    void onFieldSelected(int offset, int length);
    void showLayer(int index);

    core::net::roce::CatalogueOptions m_options;
    std::vector<core::net::roce::CataloguePacket> m_packets;
    std::vector<core::net::roce::LayerSpan> m_spans;
    core::net::roce::Layer m_layer = core::net::roce::Layer::Bth; // kept across packets
    bool m_updating = false;

    QComboBox* m_ipVersion = nullptr;
    QCheckBox* m_vlan = nullptr;
    QSpinBox* m_pcp = nullptr;
    QSpinBox* m_vlanId = nullptr;
    QSpinBox* m_dscp = nullptr;
    QComboBox* m_ecn = nullptr;
    QCheckBox* m_congestion = nullptr;
    QComboBox* m_mtu = nullptr;
    QSpinBox* m_payload = nullptr;
    QSpinBox* m_requesterQp = nullptr;
    QSpinBox* m_responderQp = nullptr;
    QLabel* m_caption = nullptr;
    AnatomyLayerStrip* m_strip = nullptr;
    PacketView* m_view = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QWidget* m_panes = nullptr; // the packet view beside the explanation
};

} // namespace ailab::labs::roce

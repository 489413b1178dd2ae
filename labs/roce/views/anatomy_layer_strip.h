#pragma once

#include <QList>
#include <QRect>
#include <QString>
#include <QWidget>

namespace ailab::labs::roce {

// One block of the strip: a layer of the selected frame and how many bytes it takes.
struct LayerBlock
{
    QString title;    // "IB BTH"
    QString subtitle; // "12 bytes"
    int bytes = 0;
};

// The seed's "Inside a RoCEv2 Packet" strip: one clickable block per layer, side by side in
// wire order. Every block is wide enough for its words; the width left over is shared in
// proportion to the bytes, so a 1024-byte payload dwarfs a 12-byte BTH as on the wire.
// Keyboard: Left and Right move the selection, as a click does.
class AnatomyLayerStrip : public QWidget
{
    Q_OBJECT
public:
    explicit AnatomyLayerStrip(QWidget* parent = nullptr);

    void setBlocks(const QList<LayerBlock>& blocks);
    int blockCount() const { return static_cast<int>(m_blocks.size()); }
    const LayerBlock& block(int index) const { return m_blocks[index]; }
    // Marks block `index` as the selected one (-1: none) without emitting blockClicked.
    void setCurrent(int index);
    int current() const { return m_current; }
    // Where block `index` is drawn, in widget coordinates (empty when there is none).
    QRect blockRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void blockClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void layoutBlocks();
    int naturalWidth(const LayerBlock& block) const;
    void activate(int index);

    QList<LayerBlock> m_blocks;
    QList<QRect> m_rects;
    int m_current = -1;
};

} // namespace ailab::labs::roce

#include "labs/common/widgets/focus_ring.h"

#include <QApplication>
#include <QEvent>
#include <QFocusEvent>
#include <QPainter>
#include <QSplitter>
#include <QWidget>
#include <algorithm>

namespace ailab::labs {

namespace {

// Paints the ring: the highlight colour with a thin line of the window colour inside, so it
// stands out on a highlighted row as on a plain window.
class RingWidget : public QWidget
{
public:
    explicit RingWidget(QWidget* parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("focusRing"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setFocusPolicy(Qt::NoFocus);
    }
    int ringWidth = 3;

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal outer = (ringWidth - 1) / 2.0;
        painter.setPen(QPen(palette().color(QPalette::Highlight), ringWidth - 1));
        painter.drawRoundedRect(QRectF(rect()).adjusted(outer, outer, -outer, -outer), ringWidth,
                                ringWidth);
        const qreal inner = ringWidth - 0.5;
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(QPen(palette().color(QPalette::Window), 1));
        painter.drawRect(QRectF(rect()).adjusted(inner, inner, -inner - 1, -inner - 1));
    }
};

} // namespace

FocusRing::FocusRing(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    // Focus events go to the focused widget only, so the filter sits on the application;
    // for every other event it compares the type and returns.
    qApp->installEventFilter(this);
}

FocusRing::~FocusRing()
{
    qApp->removeEventFilter(this);
    delete m_ring;
}

QWidget* FocusRing::target() const
{
    return m_ring && m_ring->isVisible() ? m_target.data() : nullptr;
}

int FocusRing::width(const QWidget* target)
{
    // A fifth of a line: 3 px at the normal font, 4 or more in presenter mode.
    return std::max(2, target->fontMetrics().height() / 5);
}

bool FocusRing::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::FocusIn: {
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget == nullptr || widget == m_window || widget->window() != m_window)
            break;
        const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
        const bool fromKeyboard = reason == Qt::TabFocusReason ||
                                  reason == Qt::BacktabFocusReason ||
                                  reason == Qt::ShortcutFocusReason;
        // Back from a popup or another window: the ring comes back where it was.
        const bool back =
            (reason == Qt::PopupFocusReason || reason == Qt::ActiveWindowFocusReason) &&
            widget == m_target;
        follow(fromKeyboard || back ? widget : nullptr);
        break;
    }
    case QEvent::FocusOut:
        if (watched == m_target) {
            const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
            if (reason == Qt::PopupFocusReason || reason == Qt::ActiveWindowFocusReason) {
                if (m_ring)
                    m_ring->hide(); // kept as the target, for when the focus comes back
            } else
                follow(nullptr);
        }
        break;
    case QEvent::Move:
    case QEvent::Resize:
        if (watched == m_target)
            place();
        break;
    case QEvent::Hide:
        if (watched == m_target)
            follow(nullptr);
        break;
    default:
        break;
    }
    return false;
}

void FocusRing::follow(QWidget* target)
{
    m_target = target;
    // A splitter takes every child widget as a pane: the ring goes to the splitter's parent.
    QWidget* host = target ? target->parentWidget() : nullptr;
    while (qobject_cast<QSplitter*>(host) != nullptr)
        host = host->parentWidget();
    if (host == nullptr) {
        if (m_ring)
            m_ring->hide();
        return;
    }
    if (!m_ring)
        m_ring = new RingWidget(host);
    else if (m_ring->parentWidget() != host)
        m_ring->setParent(host);
    place();
    m_ring->show();
    m_ring->raise();
}

void FocusRing::place()
{
    if (!m_target || !m_ring)
        return;
    const int w = width(m_target);
    static_cast<RingWidget*>(m_ring.data())->ringWidth = w;
    const QPoint origin = m_target->mapTo(m_ring->parentWidget(), QPoint(0, 0));
    // Around the target, and inside its edge where it fills its parent (a page's scroll
    // area), so the ring is never clipped away.
    m_ring->setGeometry(QRect(origin, m_target->size())
                            .adjusted(-w, -w, w, w)
                            .intersected(m_ring->parentWidget()->rect()));
    m_ring->update();
}

} // namespace ailab::labs

#include "app/lab_navigator.h"

#include "app/lab_registry.h"
#include "labs/common/skeleton/lab.h"

#include <QApplication>
#include <QEvent>
#include <QListView>
#include <QPainter>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace ailab::app {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kSummaryRole = Qt::UserRole + 2;
} // namespace

// Paints a row as icon + bold title + summary line; compact rows show the icon only.
class NavigatorDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    bool compact = false;

    int iconSize(const QStyleOptionViewItem& option) const
    {
        return option.fontMetrics.height() * 2;
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const override
    {
        const int line = option.fontMetrics.height();
        const int margin = line / 2;
        if (compact)
            return {iconSize(option) + 2 * margin, iconSize(option) + 2 * margin};
        return {line * 16, 2 * line + 2 * margin + line / 4};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        // Background and focus as the style draws them, without the default text.
        opt.text.clear();
        opt.icon = QIcon();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

        const int line = option.fontMetrics.height();
        const int margin = line / 2;
        const int icon = iconSize(option);
        const QRect r = option.rect;
        const QIcon itemIcon = index.data(Qt::DecorationRole).value<QIcon>();
        const QRect iconRect(r.left() + margin, r.top() + (r.height() - icon) / 2, icon, icon);
        itemIcon.paint(painter, iconRect);
        if (compact)
            return;

        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
        const int textLeft = iconRect.right() + margin;
        const int textWidth = r.right() - margin - textLeft;
        QFont titleFont = option.font;
        titleFont.setBold(true);
        painter->save();
        painter->setPen(option.palette.color(textRole));
        painter->setFont(titleFont);
        const QRect titleRect(textLeft, r.top() + margin, textWidth, line);
        painter->drawText(
            titleRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(titleFont).elidedText(index.data().toString(), Qt::ElideRight, textWidth));
        painter->setFont(option.font);
        if (!selected)
            painter->setPen(option.palette.color(QPalette::PlaceholderText));
        const QRect summaryRect(textLeft, titleRect.bottom() + 1 + line / 4, textWidth, line);
        painter->drawText(summaryRect, Qt::AlignLeft | Qt::AlignVCenter,
                          option.fontMetrics.elidedText(index.data(kSummaryRole).toString(),
                                                        Qt::ElideRight, textWidth));
        painter->restore();
    }
};

LabNavigator::LabNavigator(const LabRegistry& registry, QWidget* parent)
    : QWidget(parent)
    , m_registry(registry)
    , m_view(new QListView(this))
    , m_model(new QStandardItemModel(this))
    , m_delegate(new NavigatorDelegate(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setUniformItemSizes(true);
    m_view->setObjectName(QStringLiteral("labNavigatorList"));
    setObjectName(QStringLiteral("labNavigator"));
    populate();
    updateWidth();

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (!m_silent && current.isValid())
                    emit labSelected(current.data(kIdRole).toString());
            });
}

void LabNavigator::populate()
{
    m_model->clear();
    auto* home = new QStandardItem(QIcon(QStringLiteral(":/icons/ailab.svg")), tr("Home"));
    home->setData(QString(), kIdRole);
    home->setData(tr("Overview of the labs and how to use them"), kSummaryRole);
    m_model->appendRow(home);
    for (const labs::Lab* lab : m_registry.labs()) {
        const labs::LabInfo info = lab->info();
        auto* item = new QStandardItem(LabRegistry::icon(info), info.title);
        item->setData(info.id, kIdRole);
        item->setData(info.summary, kSummaryRole);
        m_model->appendRow(item);
    }
    for (int row = 0; row < m_model->rowCount(); ++row) {
        QStandardItem* item = m_model->item(row);
        item->setData(item->text(), Qt::AccessibleTextRole);
        item->setData(item->data(kSummaryRole), Qt::AccessibleDescriptionRole);
        item->setData(item->data(kSummaryRole), Qt::ToolTipRole);
    }
    m_view->setAccessibleName(tr("Labs"));
    m_view->setAccessibleDescription(tr("Choose a lab to open it"));
    m_view->setWhatsThis(tr("The labs of the program. Select one with the arrow keys or the "
                            "mouse to open it; its state is kept while you visit others."));
}

void LabNavigator::setCurrentLab(const QString& id)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->item(row)->data(kIdRole).toString() == id) {
            m_silent = true;
            m_view->setCurrentIndex(m_model->index(row, 0));
            m_silent = false;
            return;
        }
    }
}

QString LabNavigator::currentLab() const
{
    return m_view->currentIndex().data(kIdRole).toString();
}

void LabNavigator::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    m_delegate->compact = compact;
    m_view->doItemsLayout();
    updateWidth();
}

void LabNavigator::updateWidth()
{
    QStyleOptionViewItem option;
    option.initFrom(m_view);
    const int width = m_delegate->sizeHint(option, {}).width() + 2 * m_view->frameWidth() +
                      (m_compact ? 0 : style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    m_view->setFixedWidth(width);
}

void LabNavigator::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        const QString current = currentLab();
        populate();
        setCurrentLab(current);
    } else if (event->type() == QEvent::FontChange) {
        m_view->doItemsLayout();
        updateWidth();
    }
}

} // namespace ailab::app

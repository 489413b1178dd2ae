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
#include <algorithm>

namespace ailab::app {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kSummaryRole = Qt::UserRole + 2;
} // namespace

// Paints a row as icon, bold title and summary. The summary wraps to as many lines as it
// needs, so it is never cut; compact rows (presenter mode) show the icon alone, the title
// being its tooltip and accessible name, so the lab keeps the width of the screen.
class NavigatorDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    bool compact = false;
    // Width of a full row, in lines of the font: room for a title on one line and a
    // summary in three or four (the width the labs are laid out to leave it).
    static constexpr int kFullWidthLines = 16;

    static constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

    // Where a row's parts go inside `rect`.
    struct RowLayout
    {
        QRect icon;
        QRect title;
        QRect summary;
    };

    static int iconSize(const QStyleOptionViewItem& option)
    {
        return option.fontMetrics.height() * 2;
    }
    static QFont titleFont(const QStyleOptionViewItem& option)
    {
        QFont font = option.font;
        font.setBold(true);
        return font;
    }

    RowLayout layoutRow(const QStyleOptionViewItem& option, const QModelIndex& index,
                        const QRect& rect) const
    {
        const int line = option.fontMetrics.height();
        const int margin = line / 2;
        const int icon = iconSize(option);
        RowLayout row;
        row.icon = QRect(rect.left() + margin, rect.top() + margin, icon, icon);
        const int textLeft = row.icon.right() + 1 + margin;
        const int textWidth = std::max(1, rect.right() - margin - textLeft + 1);
        const QFontMetrics titleMetrics(titleFont(option));
        const QRect bound(textLeft, rect.top() + margin, textWidth, 100000);
        row.title = titleMetrics.boundingRect(bound, kTextFlags, index.data().toString());
        row.title.setWidth(std::max(row.title.width(), textWidth));
        if (compact)
            return row;
        const QRect summaryBound(textLeft, row.title.bottom() + 1 + line / 4, textWidth, 100000);
        row.summary = option.fontMetrics.boundingRect(summaryBound, kTextFlags,
                                                      index.data(kSummaryRole).toString());
        return row;
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const int line = option.fontMetrics.height();
        const int margin = line / 2;
        const int icon = iconSize(option);
        if (compact)
            return {icon + 2 * margin, icon + 2 * margin};
        const int width = line * kFullWidthLines;
        const RowLayout row = layoutRow(option, index, QRect(0, 0, width, 100000));
        const int bottom = std::max(row.icon.bottom(), row.summary.bottom());
        return {width, bottom + 1 + margin};
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

        const RowLayout row = layoutRow(option, index, option.rect);
        index.data(Qt::DecorationRole).value<QIcon>().paint(painter, row.icon);
        if (compact)
            return;
        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
        painter->save();
        painter->setPen(option.palette.color(textRole));
        painter->setFont(titleFont(option));
        painter->drawText(row.title, kTextFlags, index.data().toString());
        painter->setFont(option.font);
        if (!selected)
            painter->setPen(option.palette.color(QPalette::PlaceholderText));
        painter->drawText(row.summary, kTextFlags, index.data(kSummaryRole).toString());
        painter->restore();
    }

    // Whether the row, laid out in `rect`, shows its title and summary whole (compact: its
    // whole icon).
    bool showsWholeText(const QStyleOptionViewItem& option, const QModelIndex& index,
                        const QRect& rect) const
    {
        const RowLayout row = layoutRow(option, index, rect);
        if (compact)
            return rect.contains(row.icon);
        return row.title.bottom() <= rect.bottom() && row.summary.bottom() <= rect.bottom();
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
    m_view->setUniformItemSizes(false); // a summary takes the lines it needs
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
    for (const labs::LabInfo& info : m_registry.infos()) {
        auto* item = new QStandardItem(LabRegistry::icon(info), info.title);
        item->setData(info.id, kIdRole);
        item->setData(info.summary, kSummaryRole);
        m_model->appendRow(item);
    }
    for (int row = 0; row < m_model->rowCount(); ++row) {
        QStandardItem* item = m_model->item(row);
        item->setData(item->text(), Qt::AccessibleTextRole);
        item->setData(item->data(kSummaryRole), Qt::AccessibleDescriptionRole);
        //: Tooltip of a lab in the list of labs: its title, then its summary
        item->setData(tr("%1: %2").arg(item->text(), item->data(kSummaryRole).toString()),
                      Qt::ToolTipRole);
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

QStyleOptionViewItem LabNavigator::rowOption() const
{
    QStyleOptionViewItem option;
    option.initFrom(m_view);
    option.font = m_view->font();
    option.fontMetrics = QFontMetrics(option.font);
    return option;
}

void LabNavigator::updateWidth()
{
    const QStyleOptionViewItem option = rowOption();
    int rows = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        rows = std::max(rows, m_delegate->sizeHint(option, m_model->index(row, 0)).width());
    const int width = rows + 2 * m_view->frameWidth() +
                      (m_compact ? 0 : style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    m_view->setFixedWidth(width);
}

bool LabNavigator::showsWholeText(int row) const
{
    const QModelIndex index = m_model->index(row, 0);
    const QRect rect = m_view->visualRect(index);
    return index.isValid() && rect.isValid() &&
           m_delegate->showsWholeText(rowOption(), index, rect);
}

void LabNavigator::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        const QString current = currentLab();
        populate();
        setCurrentLab(current);
        updateWidth();
    } else if (event->type() == QEvent::FontChange) {
        m_view->doItemsLayout();
        updateWidth();
    }
}

} // namespace ailab::app

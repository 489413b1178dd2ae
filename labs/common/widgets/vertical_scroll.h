#pragma once

#include <QFrame>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QWidget>

namespace ailab::labs {

// Hosts a lab page's content in a scroll area that scrolls vertically only: pages are
// laid out for the width the shell gives them and grow downwards with large fonts.
inline QScrollArea* hostInVerticalScroll(QWidget* page, QWidget* content)
{
    auto* scroll = new QScrollArea(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    return scroll;
}

} // namespace ailab::labs

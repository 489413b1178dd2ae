#include "app/about_dialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace ailab::app {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About AI Infra Lab"));
    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/ailab.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    icon->setAccessibleName(tr("Program icon"));
    auto* label = new QLabel(text(), this);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setOpenExternalLinks(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(label, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

QString AboutDialog::text()
{
    return tr("<h2>AI Infra Lab %1</h2>"
              "<p>Learn how AI clusters work by operating one.</p>"
              "<p>This program is free software: you can redistribute it and/or modify it under "
              "the terms of the GNU General Public License, version 3 or (at your option) any "
              "later version (GPL-3.0-or-later). It comes with no warranty.</p>"
              "<p>Built with:</p><ul>"
              "<li>Qt %2 (LGPL-3.0)</li>"
              "<li>QCustomPlot (GPL-3.0)</li>"
              "<li>spdlog (MIT)</li>"
              "<li>nlohmann/json (MIT)</li>"
              "<li>CLI11 (BSD-3-Clause)</li>"
              "<li>zlib (Zlib)</li>"
              "</ul><p>The tests use Catch2 (BSL-1.0).</p>")
        .arg(QCoreApplication::applicationVersion(), QLatin1String(qVersion()));
}

} // namespace ailab::app

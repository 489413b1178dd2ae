#pragma once

#include <QDialog>

namespace ailab::app {

// Version and licences of the program and of what it is built with.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The text shown, for tests and for the log.
    static QString text();
};

} // namespace ailab::app

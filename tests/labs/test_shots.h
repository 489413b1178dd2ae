#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QString>
#include <QWidget>

namespace ailab::tests {

// The folder for pictures a person looks at, from AILAB_TEST_SHOTS; empty when unset.
inline QString testShotsDir()
{
    const QString dir = qEnvironmentVariable("AILAB_TEST_SHOTS");
    if (dir.isEmpty() || !QDir().mkpath(dir))
        return {};
    return dir;
}

// Saves a picture of the widget as <name>.png when AILAB_TEST_SHOTS names a folder.
inline void saveTestShot(QWidget* widget, const QString& name)
{
    const QString dir = testShotsDir();
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents(); // lazy layouts (Qt Charts) settle first
    widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace ailab::tests

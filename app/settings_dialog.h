#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace ailab::app {

class AppSettings;

// All settings in one dialog, common first (docs/architecture.md, "What users can expect", 12):
// language, presenter mode, default speed, text size; the log folder is shown for bug reports.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    SettingsDialog(AppSettings& settings, const QStringList& languages, const QString& logFolder,
                   QWidget* parent = nullptr);

    // Writes the choices into the settings (called on OK).
    void apply();

    QComboBox* languageBox() const { return m_language; }
    QCheckBox* presenterBox() const { return m_presenter; }
    QComboBox* speedBox() const { return m_speed; }
    QSpinBox* fontScaleBox() const { return m_fontScale; }

private:
    AppSettings& m_settings;
    QComboBox* m_language = nullptr;
    QCheckBox* m_presenter = nullptr;
    QComboBox* m_speed = nullptr;
    QSpinBox* m_fontScale = nullptr;
};

} // namespace ailab::app

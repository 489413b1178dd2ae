#include "app/settings_dialog.h"

#include "app/app_settings.h"
#include "app/translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace ailab::app {

SettingsDialog::SettingsDialog(AppSettings& settings, const QStringList& languages,
                               const QString& logFolder, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_language(new QComboBox(this))
    , m_presenter(new QCheckBox(tr("Start in presenter mode"), this))
    , m_speed(new QComboBox(this))
    , m_fontScale(new QSpinBox(this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));

    m_language->addItem(tr("System language"), QString());
    for (const QString& code : languages)
        m_language->addItem(Translations::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language())));
    m_language->setAccessibleName(tr("Language"));
    m_language->setToolTip(tr("The new language is used from the next start of the program."));

    m_presenter->setChecked(settings.presenterMode());
    m_presenter->setToolTip(tr("Large text and high contrast for projectors"));

    m_speed->addItem(tr("Slow"), QVariant::fromValue(labs::SimDriver::Speed::Slow));
    m_speed->addItem(tr("Normal"), QVariant::fromValue(labs::SimDriver::Speed::Normal));
    m_speed->addItem(tr("Fast"), QVariant::fromValue(labs::SimDriver::Speed::Fast));
    m_speed->setCurrentIndex(m_speed->findData(QVariant::fromValue(settings.defaultSpeed())));
    m_speed->setAccessibleName(tr("Default speed"));
    m_speed->setToolTip(tr("The speed of the time bar when a lab is first opened"));

    m_fontScale->setRange(50, 300);
    m_fontScale->setSingleStep(10);
    m_fontScale->setSuffix(tr(" %"));
    m_fontScale->setValue(static_cast<int>(std::lround(settings.fontScale() * 100.0)));
    m_fontScale->setAccessibleName(tr("Text size"));

    const QString folder = logFolder.isEmpty() ? tr("(no log file: the terminal only)")
                                               : QDir::toNativeSeparators(logFolder);
    auto* logLabel = new QLabel(folder, this);
    logLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    logLabel->setWordWrap(true);
    logLabel->setAccessibleName(tr("Log folder"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_presenter);
    form->addRow(tr("Default &speed:"), m_speed);
    form->addRow(tr("&Text size:"), m_fontScale);
    form->addRow(tr("Log folder:"), logLabel);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::apply()
{
    m_settings.setLanguage(m_language->currentData().toString());
    m_settings.setPresenterMode(m_presenter->isChecked());
    m_settings.setDefaultSpeed(m_speed->currentData().value<labs::SimDriver::Speed>());
    m_settings.setFontScale(m_fontScale->value() / 100.0);
}

} // namespace ailab::app

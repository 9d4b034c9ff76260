#include "gui/preferences.h"

#include "gui/language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pb::gui {

QList<QPair<QString, QString>> PreferencesDialog::languages()
{
    // Each language in its own words, so that whoever reads one finds it: not translated.
    return {
        {QString(), tr("System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("nl"), QStringLiteral("Nederlands")},
    };
}

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    const QString saved = savedLanguage();
    for (const auto& [code, name] : languages()) {
        m_language->addItem(name, code);
        if (code == saved)
            m_language->setCurrentIndex(m_language->count() - 1);
    }
    if (const QString system = QLocale::system().nativeLanguageName(); !system.isEmpty())
        m_language->setItemData(0, tr("The language of the system: %1").arg(system), Qt::ToolTipRole);
    form->addRow(tr("&Language:"), m_language);
    layout->addLayout(form);
    auto* note = new QLabel(tr("Applies at once to the open windows, and at every start."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);
    layout->addWidget(note);
    layout->addStretch(1);
    setMinimumWidth(440);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    layout->addWidget(buttons);
}

PreferencesDialog* PreferencesDialog::showFor(QWidget* parent)
{
    if (auto* open = parent->findChild<PreferencesDialog*>(); open && open->isVisible()) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto* dialog = new PreferencesDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void PreferencesDialog::accept()
{
    const QString code = m_language->currentData().toString();
    if (code != savedLanguage())
        saveLanguage(code);
    if (code != currentLanguage())
        applyLanguage(code);
    QDialog::accept();
}

} // namespace pb::gui

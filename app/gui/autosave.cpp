#include "gui/autosave.h"

#include "gui/document.h"
#include "gui/games.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QLockFile>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pb::gui {

namespace {
constexpr int kDefaultIntervalMs = 3000;
constexpr int kFormatVersion = 1;
const QString kLockName = QStringLiteral("lock");

QStringList entryFiles(const QDir& dir)
{
    return dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

// A lock that is never taken from a live process: only a dead owner makes it stale. (By default
// QLockFile also calls locks older than 30 s stale, which a long-running instance's always is; the
// owner's native lock holds them on Linux, but not on every system.)
std::unique_ptr<QLockFile> makeLock(const QString& dir)
{
    auto lock = std::make_unique<QLockFile>(QDir(dir).filePath(kLockName));
    lock->setStaleLockTime(0);
    return lock;
}
} // namespace

Autosaver::Autosaver(std::function<QList<Document*>()> documents, QObject* parent)
    : QObject(parent), m_documents(std::move(documents))
{
    const QString name = QStringLiteral("%1-%2").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")))
                             .arg(QCoreApplication::applicationPid());
    const QString dir = QDir(rootDir()).filePath(name);
    if (QDir().mkpath(dir)) {
        m_lock = makeLock(dir);
        if (m_lock->tryLock(0))
            m_dir = dir;  // else (cannot happen but for a full disk) no autosave
    }
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("PLAYBENCH_AUTOSAVE_MS", &ok);
    m_timer.setInterval(ok && ms > 0 ? ms : kDefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    if (!m_dir.isEmpty())
        m_timer.start();
}

Autosaver::~Autosaver()
{
    m_timer.stop();
    releaseClaims();
    if (!m_dir.isEmpty()) {
        m_lock->unlock();
        QDir(m_dir).removeRecursively();
    }
}

QString Autosaver::rootDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

void Autosaver::saveNow()
{
    if (m_dir.isEmpty())
        return;
    for (Document* doc : m_documents()) {
        const QJsonObject state = doc->autosaveState();
        auto it = m_slots.find(doc);
        if (state.isEmpty()) {
            if (it != m_slots.end() && !it->file.isEmpty()) {
                QFile::remove(it->file);  // saved: nothing to keep
                it->file.clear();
                it->last = QJsonObject();
            }
            continue;
        }
        if (it == m_slots.end()) {
            it = m_slots.insert(doc, Slot());
            connect(doc, &QObject::destroyed, this, [this, doc] { forget(doc); });
        }
        if (state != it->last)
            write(doc, *it, state);
    }
}

void Autosaver::write(Document* document, Slot& slot, const QJsonObject& state)
{
    if (slot.file.isEmpty())
        slot.file = QDir(m_dir).filePath(QStringLiteral("doc%1-%2.json").arg(m_next++).arg(document->gameId()));
    const QJsonObject top{{QStringLiteral("version"), kFormatVersion},
                          {QStringLiteral("game"), document->gameId()},
                          {QStringLiteral("title"), document->plainTitle()},
                          {QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                          {QStringLiteral("state"), state}};
    QSaveFile file(slot.file);
    const QByteArray bytes = QJsonDocument(top).toJson(QJsonDocument::Compact);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        slot.last = state;  // else tried again at the next tick
}

void Autosaver::forget(Document* document)
{
    const auto it = m_slots.constFind(document);
    if (it == m_slots.cend())
        return;
    if (!it->file.isEmpty())
        QFile::remove(it->file);
    m_slots.erase(it);
}

QString Autosaver::fileOf(Document* document) const
{
    return m_slots.value(document).file;
}

QList<AutosaveEntry> Autosaver::claimStale()
{
    QList<AutosaveEntry> out;
    const QDir root(rootDir());
    const QString own = QFileInfo(m_dir).fileName();
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString dir = root.filePath(name);
        if (name == own || m_claimedDirs.contains(dir))
            continue;
        auto lock = makeLock(dir);
        if (!lock->tryLock(0))
            continue;  // a live instance's (or being claimed by another starting one)
        for (const QString& fileName : entryFiles(QDir(dir))) {
            QFile file(QDir(dir).filePath(fileName));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject top = QJsonDocument::fromJson(file.readAll()).object();
            if (top.value(QStringLiteral("version")).toInt() != kFormatVersion)
                continue;  // unreadable or from another version: left alone
            AutosaveEntry entry;
            entry.file = file.fileName();
            entry.gameId = top.value(QStringLiteral("game")).toString();
            entry.title = top.value(QStringLiteral("title")).toString();
            entry.saved = QDateTime::fromString(top.value(QStringLiteral("saved")).toString(), Qt::ISODateWithMs);
            entry.state = top.value(QStringLiteral("state")).toObject();
            out << entry;
        }
        m_claims.push_back(std::move(lock));
        m_claimedDirs << dir;
    }
    std::stable_sort(out.begin(), out.end(), [](const AutosaveEntry& a, const AutosaveEntry& b) { return a.saved < b.saved; });
    return out;
}

void Autosaver::remove(const QList<AutosaveEntry>& entries)
{
    for (const AutosaveEntry& entry : entries)
        QFile::remove(entry.file);
}

void Autosaver::releaseClaims()
{
    for (auto& lock : m_claims)
        lock->unlock();
    for (const QString& dir : std::as_const(m_claimedDirs))
        if (entryFiles(QDir(dir)).isEmpty())
            QDir(dir).removeRecursively();
    m_claims.clear();
    m_claimedDirs.clear();
}

// ---- The question at the start ----

namespace {
std::function<RestoreDialog::Choice(RestoreDialog&)>& chooserHook()
{
    static std::function<RestoreDialog::Choice(RestoreDialog&)> hook;
    return hook;
}
} // namespace

RestoreDialog::RestoreDialog(const QList<AutosaveEntry>& entries, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("restoreDialog"));
    setWindowTitle(tr("Restore Unsaved Work"));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QLabel(tr("Playbench did not quit normally last time. This work had not been saved; "
                               "it was autosaved and can be restored:"),
                            this);
    text->setWordWrap(true);
    layout->addWidget(text);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("restoreList"));
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);  // a list to read: the buttons take the keys
    m_list->setHeaderLabels({tr("Game"), tr("Document"), tr("Autosaved")});
    const QList<GameInfo> known = games();
    for (const AutosaveEntry& entry : entries) {
        const auto game = std::find_if(known.begin(), known.end(), [&](const GameInfo& g) { return g.id == entry.gameId; });
        const QString when = QLocale().toString(entry.saved.toLocalTime(), QLocale::ShortFormat);
        new QTreeWidgetItem(m_list, {game != known.end() ? game->name : entry.gameId, entry.title, when});
    }
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->resizeColumnToContents(0);
    layout->addWidget(m_list, 1);

    auto* info = new QLabel(tr("Restored documents open as unsaved. Discard deletes the autosaved copies; "
                               "Later asks again at the next start."),
                            this);
    info->setWordWrap(true);
    layout->addWidget(info);

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    restore->setDefault(true);
    QPushButton* discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton* later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    connect(restore, &QPushButton::clicked, this, [this] { done(Restore); });
    connect(discard, &QPushButton::clicked, this, [this] { done(Discard); });
    connect(later, &QPushButton::clicked, this, [this] { done(Later); });
    layout->addWidget(buttons);
    resize(560, 320);
}

void RestoreDialog::setChooser(std::function<Choice(RestoreDialog&)> chooser)
{
    chooserHook() = std::move(chooser);
}

RestoreDialog::Choice RestoreDialog::ask()
{
    if (const auto& hook = chooserHook()) {
        show();
        const Choice choice = hook(*this);
        hide();
        return choice;
    }
    const int result = exec();
    return result == Restore || result == Discard ? static_cast<Choice>(result) : Later;
}

} // namespace pb::gui

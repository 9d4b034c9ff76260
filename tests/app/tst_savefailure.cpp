// Saving on a full disk: the old file stays whole, no half-written file or temporary is left,
// and the user is told. A real full file system (a 64 kB tmpfs) when the test may mount one
// (root, as in CI); otherwise the same failure made by a file size limit (RLIMIT_FSIZE: a write
// past it fails with EFBIG), which needs no privileges.

#include "gui/ants/antsdocument.h"
#include "ants/braineditor.h"
#include "ants/world.h"
#include "common/textfile.h"
#include "testsettings.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTimer>
#include <QtTest>

#include <csignal>
#include <memory>

#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

using pb::gui::AntsDocument;

namespace {

// A folder where little fits. Mounted: a tmpfs of 64 kB, filled up to `free` bytes left by
// fill(). Otherwise: files in it (and everywhere) cannot grow past `free` bytes while fill()
// is in force.
class SmallDisk {
public:
    SmallDisk()
    {
        m_path = m_dir.path();
        m_mounted = ::geteuid() == 0
            && ::mount("tmpfs", m_path.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") == 0;
    }
    ~SmallDisk()
    {
        unfill();
        if (m_mounted)
            ::umount(m_path.toLocal8Bit().constData());
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;

    const QString& path() const { return m_path; }
    QString file(const QString& name) const { return QDir(m_path).filePath(name); }
    bool mounted() const { return m_mounted; }

    // From now on, at most `free` more bytes can be written.
    void fill(qint64 free)
    {
        if (m_mounted) {
            QFile filler(file(QStringLiteral("filler")));
            QVERIFY(filler.open(QIODevice::WriteOnly));
            const QByteArray block(512, 'f');
            qint64 room = 64 * 1024;
            while (filler.write(block) == block.size() && filler.flush())
                room -= block.size();
            filler.close();
            // Free `free` bytes again (a tmpfs counts whole pages of 4 kB).
            filler.resize(std::max<qint64>(0, filler.size() - ((free + 4095) / 4096) * 4096));
            return;
        }
        std::signal(SIGXFSZ, SIG_IGN);  // a write past the limit fails instead of killing us
        QVERIFY(::getrlimit(RLIMIT_FSIZE, &m_saved) == 0);
        const struct rlimit small {static_cast<rlim_t>(free), m_saved.rlim_max};
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        m_limited = true;
    }
    void unfill()
    {
        if (m_limited)
            ::setrlimit(RLIMIT_FSIZE, &m_saved);
        m_limited = false;
        QFile::remove(file(QStringLiteral("filler")));
    }
    // The files in the folder but the filler.
    QStringList files() const
    {
        QStringList names = QDir(m_path).entryList(QDir::Files | QDir::Hidden | QDir::System);
        names.removeAll(QStringLiteral("filler"));
        return names;
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    bool m_mounted = false;
    bool m_limited = false;
    struct rlimit m_saved {};
};

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A brain of `states` lines: valid, and large enough not to fit.
QString bigBrain(int states)
{
    QString text;
    for (int i = 0; i < states; ++i)
        text += QStringLiteral("Turn Left %1 ; state %2 of a brain too big for the disk\n").arg((i + 1) % states).arg(i);
    return text;
}

} // namespace

class TestSaveFailure : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchSaveFailureTest"));
        qInfo() << (SmallDisk().mounted() ? "a full 64 kB tmpfs" : "a file size limit (not root: no tmpfs)");
    }

    // The one function every save goes through (QSaveFile: a temporary renamed at the end).
    void writeFileBytesKeepsTheOldFile()
    {
        SmallDisk disk;
        const QString path = disk.file(QStringLiteral("brain.ant"));
        QVERIFY(pb::writeFileBytes(path, "Move 0 0\n", nullptr));
        disk.fill(2048);
        const std::string big(40000, 'x');
        QString error;
        QVERIFY(!pb::writeFileBytes(path, big, &error));
        QVERIFY2(!error.isEmpty(), "no reason given");
        qInfo() << "the reason:" << error;
        QCOMPARE(readAll(path), QByteArray("Move 0 0\n"));
        QCOMPARE(disk.files(), QStringList{QStringLiteral("brain.ant")});  // no temporary left behind
        // Something small still fits, and replaces the file whole.
        QVERIFY(pb::writeFileBytes(path, "Move 1 1\n", &error));
        QCOMPARE(readAll(path), QByteArray("Move 1 1\n"));
        disk.unfill();
        QVERIFY(pb::writeFileBytes(path, big, &error));
        QCOMPARE(readAll(path).size(), qsizetype(big.size()));
    }

    // The desktop: an edited brain saved on a full disk. The user is told (the file and why), the
    // file on disk is the old one, the edit is still in the editor and still marked unsaved; once
    // there is room, saving works.
    void aBrainSavedOnAFullDiskIsKeptAndTheUserTold()
    {
        SmallDisk disk;
        const QString path = disk.file(QStringLiteral("mine.ant"));
        const QByteArray old = "Move 0 0\n";
        QVERIFY(pb::writeFileBytes(path, old.toStdString(), nullptr));
        std::unique_ptr<AntsDocument> doc(AntsDocument::createSample());
        const pb::ants::WorldParse world = pb::ants::loadWorld(QStringLiteral(":/ants/sample0.world"));
        QVERIFY(world.ok());
        doc->setGame(world.world, QStringLiteral(":/ants/sample0.world"), QString::fromUtf8(old), path,
                     QString::fromUtf8(old), {});
        pb::views::BrainEditor* editor = doc->brainEditor(pb::ants::Color::Red);
        const QString edited = bigBrain(800);
        QTextCursor cursor(editor->textEdit()->document());
        cursor.select(QTextCursor::Document);
        cursor.insertText(edited);
        QTRY_VERIFY(doc->isModified());

        disk.fill(2048);
        QString told;
        auto* poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [poll, &told] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                told = box->text();
                poll->stop();
                box->accept();
            }
        });
        poll->start(20);
        QVERIFY(!doc->save());
        delete poll;
        QVERIFY2(told.contains(path), qPrintable(told));
        QCOMPARE(readAll(path), old);
        QCOMPARE(disk.files(), QStringList{QStringLiteral("mine.ant")});
        QVERIFY(doc->isModified());
        QCOMPARE(editor->text(), edited);

        disk.unfill();
        QVERIFY(doc->save());
        QCOMPARE(QString::fromUtf8(readAll(path)), edited);
        QVERIFY(!doc->isModified());
    }
};

QTEST_MAIN(TestSaveFailure)
#include "tst_savefailure.moc"

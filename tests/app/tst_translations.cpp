// Every string in translations/*.ts is translated: none is left unfinished (type="unfinished",
// or an empty translation or plural form). Each unfinished one is listed as
// "file: context | source". PLAYBENCH_TS_FILES (paths separated by ':') checks other files
// instead, e.g. a scratch copy.
//
// ctest runs it on the .ts files as they are (tst_translations) and on copies refreshed from the
// sources by lupdate (tst_translations_current, tests/app/translations_current.sh).

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cstdio>

namespace {

struct TsCheck {
    int messages = 0;
    QStringList unfinished;  // "context | source"
    QString error;           // the file could not be read as a .ts file
};

TsCheck checkTs(const QString& path)
{
    TsCheck out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    QString type;
    bool numerus = false;
    bool emptyForm = false;
    QString translation;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                source.clear();
                type.clear();
                translation.clear();
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                emptyForm = false;
            } else if (name == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                type = xml.attributes().value(QLatin1String("type")).toString();
                if (!numerus)
                    translation = xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                emptyForm = emptyForm || xml.readElementText().isEmpty();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            // Strings gone from the sources are kept by lupdate as vanished or obsolete: not ours.
            if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                continue;
            ++out.messages;
            const bool empty = numerus ? emptyForm : translation.isEmpty();
            if (type == QLatin1String("unfinished") || empty)
                out.unfinished << QStringLiteral("%1 | %2").arg(context, source);
        }
    }
    if (xml.hasError())
        out.error = QStringLiteral("%1:%2:%3: %4").arg(path).arg(xml.lineNumber()).arg(xml.columnNumber()).arg(xml.errorString());
    return out;
}

QStringList tsFiles()
{
    const QString chosen = qEnvironmentVariable("PLAYBENCH_TS_FILES");
    if (!chosen.isEmpty())
        return chosen.split(QLatin1Char(':'), Qt::SkipEmptyParts);
    const QDir dir(QStringLiteral(PLAYBENCH_SOURCE_DIR "/translations"));
    QStringList out;
    for (const QString& name : dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    // The reader itself, on a file made here: what counts as unfinished and what does not.
    void readerFindsUnfinishedStrings()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("sample_de.ts"));
        writeFile(path, R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>First</name>
    <message><source>&amp;File</source><translation>&amp;Datei</translation></message>
    <message><source>Open</source><translation type="unfinished"></translation></message>
    <message><source>Half done</source><translation type="unfinished">Halb</translation></message>
    <message><source>Gone</source><translation type="vanished">Weg</translation></message>
    <message><source>Blank</source><translation></translation></message>
</context>
<context>
    <name>Second</name>
    <message numerus="yes"><source>%n ant(s)</source><translation><numerusform>%n Ameise</numerusform><numerusform>%n Ameisen</numerusform></translation></message>
    <message numerus="yes"><source>%n cell(s)</source><translation><numerusform>%n Zelle</numerusform><numerusform></numerusform></translation></message>
    <message><source>Old</source><translation type="obsolete">Alt</translation></message>
</context>
</TS>
)");
        const TsCheck check = checkTs(path);
        QVERIFY2(check.error.isEmpty(), qPrintable(check.error));
        QCOMPARE(check.messages, 6);
        QCOMPARE(check.unfinished, (QStringList{QStringLiteral("First | Open"), QStringLiteral("First | Half done"),
                                                QStringLiteral("First | Blank"), QStringLiteral("Second | %n cell(s)")}));
    }

    void readerReportsBrokenFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.ts"));
        writeFile(path, "<TS><context><name>A</name><message><source>x</source>");
        QVERIFY(!checkTs(path).error.isEmpty());
        QVERIFY(!checkTs(dir.filePath(QStringLiteral("missing.ts"))).error.isEmpty());
    }

    // The real files (or PLAYBENCH_TS_FILES): every string translated.
    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = tsFiles();
        QVERIFY2(!files.isEmpty(), "no .ts files");
        for (const QString& path : files)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void everyStringIsTranslated()
    {
        QFETCH(QString, path);
        const TsCheck check = checkTs(path);
        QVERIFY2(check.error.isEmpty(), qPrintable(check.error));
        QVERIFY2(check.messages > 0, qPrintable(path + QStringLiteral(": no strings")));
        const QString name = QFileInfo(path).fileName();
        // Every one, a line each (QtTest's own messages stop after 2000).
        for (QString entry : check.unfinished)
            std::printf("%s: unfinished: %s\n", qPrintable(name), qPrintable(entry.replace(QLatin1Char('\n'), QLatin1String("\\n"))));
        std::fflush(stdout);
        QVERIFY2(check.unfinished.isEmpty(), qPrintable(QStringLiteral("%1: %2 of %3 strings unfinished")
                                                             .arg(name).arg(check.unfinished.size()).arg(check.messages)));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"

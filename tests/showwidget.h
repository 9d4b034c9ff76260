#pragma once

// Shows a widget of a desktop test (offscreen) at a given size and waits until it is exposed;
// saves a screenshot of it when PLAYBENCH_SCREENSHOTS names a folder.

#include <QDir>
#include <QTest>
#include <QWidget>

namespace pb::test {

// False if the widget is never exposed: use as QVERIFY(showAt(widget, 800, 600)).
[[nodiscard]] inline bool showAt(QWidget& widget, int width, int height)
{
    widget.resize(width, height);
    widget.show();
    return QTest::qWaitForWindowExposed(&widget);
}

// Saves `widget` as PLAYBENCH_SCREENSHOTS/name (a PNG) after letting it paint; does nothing
// when the variable is not set. False only when saving failed: QVERIFY(saveShot(...)).
[[nodiscard]] inline bool saveShot(QWidget& widget, const QString& name)
{
    const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
    if (shots.isEmpty())
        return true;
    QDir().mkpath(shots);
    QTest::qWait(150);
    return widget.grab().save(QDir(shots).filePath(name));
}

} // namespace pb::test

#pragma once

// Shows a widget of a desktop test (offscreen) at a given size and waits until it is exposed.

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

} // namespace pb::test

@testable import Easel
import EaselGraphics
import EaselPNG
import Foundation
import Testing

/// Menus: a tap on a pull-down button opens its menu on a platter anchored under it, a
/// tap on an action closes the menu and then runs the handler, pop-up buttons show the
/// chosen title, single-selection menus keep one action on, inline sections, submenus,
/// deferred elements and bar button items with menus.
@MainActor
@Suite struct MenuTests {
    /// The root's colour, which no part of a menu draws.
    static let teal = Color(red: 0, green: 0.4, blue: 0.6)

    /// A phone window whose root view holds `button` at (20, 100), 120 × 34.
    private func phone(with button: Button, frame: CGRect = CGRect(x: 20, y: 100, width: 120, height: 34))
        -> (Window, ColorController) {
        let root = ColorController("Root", color: Self.teal)
        let window = phoneWindow(root: root)
        button.frame = frame
        root.view.addSubview(button)
        window.eventLoop.runUntilIdle()
        return (window, root)
    }

    private func tap(_ window: Window, _ point: CGPoint) {
        _ = window.scheduleTap(at: point)
        window.eventLoop.runUntilIdle()
    }

    private func layout(_ window: Window) throws -> MenuLayout {
        try #require(window.menuView).menuLayout
    }

    /// The centre of the row whose action or submenu is titled `title`.
    private func row(_ title: String, in window: Window) throws -> CGPoint {
        let row = try #require(try layout(window).rows.first { row in
            switch row.content {
            case .action(let action): action.title == title
            case .submenu(let menu): menu.title == title
            default: false
            }
        })
        return CGPoint(x: row.frame.midX, y: row.frame.midY)
    }

    private func pullDown(_ menu: Menu) -> Button {
        var configuration = Button.Configuration.gray()
        configuration.title = "Sort"
        return Button(configuration: configuration, menu: menu)
    }

    private func actions(_ titles: [String], log: @escaping @MainActor (String) -> Void = { _ in }) -> [ControlAction] {
        titles.map { title in ControlAction(title: title) { _ in log(title) } }
    }

    @Test func aTapOnAPullDownButtonOpensItsMenuOnAPlatterUnderIt() throws {
        let menu = Menu(children: actions(["Name", "Date", "Size"]))
        let button = pullDown(menu)
        let (window, _) = phone(with: button)
        let events = Trace.capture { tap(window, CGPoint(x: 80, y: 117)) }
            .filter { $0.event == "controlEvent" }.compactMap(\.message)
        #expect(events == ["touchDown", "touchUpInside", "menuActionTriggered"], "the menu replaces the primary action")
        #expect(window.visibleMenu === menu)
        let parts = try layout(window)
        #expect(parts.platter == CGRect(x: 20, y: 100 + 34 + 8, width: 250, height: 6 + 3 * 44 + 6))
        #expect(parts.rows.map(\.frame.minY) == [148, 192, 236])
        #expect(parts.separators.isEmpty && !parts.hasLeadingColumn)
        let image = window.lastFrame!.image
        let white = Pixel(red: 255, green: 255, blue: 255)
        #expect(image[145, 145] == white, "secondarySystemGroupedBackground, light")
        #expect(image[26, 144] != white, "outside the 22-point corner")
        #expect(image[300, 600] == Self.teal.pixel, "no dimming")
        let title = (36..<120).map { image[$0, 170] }
        #expect(title.contains { $0.red < 80 && $0.green < 80 && $0.blue < 80 }, "Name in label black")
    }

    @Test func choosingAnActionClosesTheMenuAndThenRunsItsHandlerWithTheButtonAsSender() throws {
        var log: [String] = []
        let button = pullDown(Menu(children: []))
        let date = ControlAction(title: "Date") { [unowned button] action in
            log.append("handler \(action.title) sender:\(action.sender === button) open:\(button.window?.visibleMenu != nil)")
        }
        button.menu = Menu(children: [ControlAction(title: "Name") { _ in log.append("Name") }, date])
        let (window, _) = phone(with: button)
        tap(window, CGPoint(x: 80, y: 117))
        let point = try row("Date", in: window)
        let traced = Trace.capture { tap(window, point) }.filter { $0.event.hasPrefix("menu") }.map(\.description)
        #expect(log == ["handler Date sender:true open:false"])
        #expect(traced.count == 2 && traced[0].contains("Date") && traced[1].contains("close"))
        #expect(window.visibleMenu == nil && window.menuView == nil)
        #expect(window.lastFrame!.image[145, 145] == Self.teal.pixel, "the platter is gone")
    }

    @Test func aTapOutsideOrOnADisabledActionRunsNothing() throws {
        var log: [String] = []
        let locked = ControlAction(title: "Locked", attributes: .disabled) { _ in log.append("Locked") }
        let button = pullDown(Menu(children: [locked] + actions(["Open"]) { log.append($0) }))
        let (window, _) = phone(with: button)
        tap(window, CGPoint(x: 80, y: 117))
        tap(window, try row("Locked", in: window))
        #expect(window.visibleMenu != nil, "a disabled action keeps the menu open")
        tap(window, CGPoint(x: 300, y: 600))
        #expect(window.visibleMenu == nil && log.isEmpty)
    }

    @Test func aPopUpButtonShowsItsFirstActionAndThenTheChosenOneWithACheckmark() throws {
        var chosen: [String] = []
        let sizes = actions(["Small", "Medium", "Large"]) { chosen.append($0) }
        let button = pullDown(Menu(children: sizes))
        button.changesSelectionAsPrimaryAction = true
        let (window, _) = phone(with: button)
        #expect(button.titleLabel?.text == "Small" && sizes.map(\.state) == [.on, .off, .off])
        tap(window, CGPoint(x: 80, y: 117))
        let parts = try layout(window)
        #expect(parts.hasLeadingColumn)
        let image = window.lastFrame!.image
        func inkInColumn(row: Int) -> Bool {
            let frame = parts.rows[row].frame
            return (32..<56).contains { x in
                (Int(frame.minY)..<Int(frame.maxY)).contains { y in image[x, y].red < 128 }
            }
        }
        #expect(inkInColumn(row: 0) && !inkInColumn(row: 1) && !inkInColumn(row: 2), "a checkmark beside Small only")
        tap(window, try row("Large", in: window))
        #expect(chosen == ["Large"] && sizes.map(\.state) == [.off, .off, .on])
        #expect(button.titleLabel?.text == "Large" && !button.isSelected)
    }

    @Test func aSingleSelectionMenuKeepsOneActionOnAcrossItsInlineSections() throws {
        let first = actions(["Name", "Date"]), second = actions(["Ascending", "Descending"])
        first[0].state = .on
        let menu = Menu(title: "Sort By", options: .singleSelection, children: [
            Menu(options: .displayInline, children: first),
            Menu(title: "Order", options: .displayInline, children: second),
        ])
        let button = pullDown(menu)
        let (window, _) = phone(with: button)
        tap(window, CGPoint(x: 80, y: 117))
        let parts = try layout(window)
        let top: CGFloat = 142
        #expect(parts.rows.map(\.frame.minY) == [top + 6, top + 6 + 32 + 8, top + 6 + 32 + 8 + 44,
                                                 top + 6 + 32 + 8 + 88 + 8, top + 6 + 32 + 8 + 88 + 8 + 32,
                                                 top + 6 + 32 + 8 + 88 + 8 + 32 + 44])
        #expect(parts.separators == [CGRect(x: 36, y: top + 6 + 32 + 4, width: 218, height: 1),
                                     CGRect(x: 36, y: top + 6 + 32 + 8 + 88 + 4, width: 218, height: 1)])
        tap(window, try row("Descending", in: window))
        #expect((first + second).map(\.state) == [.off, .off, .off, .on])
        #expect(menu.selectedElements.map(\.title) == ["Descending"])
    }

    @Test func aSubmenuRowOpensTheSubmenuInPlace() throws {
        var log: [String] = []
        let share = Menu(title: "Share", image: Image(systemName: "square.and.arrow.up"),
                         children: actions(["Mail", "Messages"]) { log.append($0) })
        let button = pullDown(Menu(children: actions(["Copy"]) + [share]))
        let (window, _) = phone(with: button)
        tap(window, CGPoint(x: 80, y: 117))
        tap(window, try row("Share", in: window))
        #expect(window.visibleMenu === share)
        tap(window, try row("Messages", in: window))
        #expect(log == ["Messages"] && window.visibleMenu == nil)
    }

    @Test func aMenuOpensAboveAnAnchorNearTheBottomAndAlignsTrailingOnTheRight() throws {
        let button = pullDown(Menu(children: actions(["One", "Two"])))
        let (window, _) = phone(with: button, frame: CGRect(x: 250, y: 760, width: 120, height: 34))
        tap(window, CGPoint(x: 300, y: 777))
        #expect(try layout(window).platter == CGRect(x: 370 - 250, y: 760 - 8 - 100, width: 250, height: 100))
    }

    @Test func aDestructiveActionIsRedAndAHiddenOneIsLeftOut() throws {
        let delete = ControlAction(title: "Delete", attributes: .destructive) { _ in }
        let hidden = ControlAction(title: "Secret", attributes: .hidden) { _ in }
        let button = pullDown(Menu(children: [hidden, delete]))
        let (window, _) = phone(with: button)
        tap(window, CGPoint(x: 80, y: 117))
        let parts = try layout(window)
        #expect(parts.rows.count == 1 && parts.platter.height == 56)
        let image = window.lastFrame!.image
        let y = Int(parts.rows[0].frame.midY)
        #expect((36..<150).contains { image[$0, y].red > 200 && image[$0, y].green < 120 }, "systemRed text")
    }

    @Test func aDeferredElementShowsLoadingUntilItsProviderAnswersAndIsAskedOnce() throws {
        var requests = 0
        var answer: DeferredMenuElement.Completion?
        let deferred = DeferredMenuElement { completion in
            requests += 1
            answer = completion
        }
        let button = pullDown(Menu(children: [deferred]))
        let (window, _) = phone(with: button)
        tap(window, CGPoint(x: 80, y: 117))
        guard case .loading? = try layout(window).rows.first?.content else { Issue.record("no Loading row"); return }
        answer?(actions(["Recent 1", "Recent 2"]))
        window.eventLoop.runUntilIdle()
        #expect(try layout(window).rows.count == 2)
        tap(window, CGPoint(x: 300, y: 600))
        tap(window, CGPoint(x: 80, y: 117))
        #expect(requests == 1, "a cached element asks once")
    }

    @Test func aBarButtonItemWithAMenuAndNoActionOpensItUnderTheItem() throws {
        let controller = ColorController("Screen")
        let menu = Menu(children: actions(["Edit", "Select"]))
        controller.navigationItem.rightBarButtonItem = BarButtonItem(title: "More", menu: menu)
        let navigation = NavigationController()
        navigation.viewControllers = [controller]
        let window = phoneWindow(root: navigation)
        func groups(in view: View) -> [BarButtonGroupView] {
            view.subviews.flatMap { ($0 as? BarButtonGroupView).map { [$0] } ?? groups(in: $0) }
        }
        let group = try #require(groups(in: navigation.navigationBar).first)
        let frame = group.convert(group.bounds, to: window)
        tap(window, CGPoint(x: frame.midX, y: frame.midY))
        #expect(window.visibleMenu === menu)
        let platter = try layout(window).platter
        #expect(platter.maxX == frame.maxX && platter.minY == frame.maxY + 8)
    }
}

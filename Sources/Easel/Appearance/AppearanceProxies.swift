import Foundation

/// The appearance proxies of `View.appearance()` and
/// `appearance(whenContainedInInstancesOf:)`, like UIKit's `UIAppearance`: each proxy is
/// an instance of the class that made it, never shown, whose customized properties are
/// given to every view of the target class (or a subclass) that enters a window,
/// unless the view has set its own.
///
/// As UIKit documents, a proxy applies when a view enters a window, not to views already
/// in one. The proxies for a class and its superclasses apply from the most general to
/// the most specific: superclasses first, then the fewer containers before the more.
/// A view's containment is its chain of superviews and the view controllers whose views
/// they are, innermost first; `containers` must appear in that order ("ascending").
///
/// The properties a proxy carries are those UIKit marks `UI_APPEARANCE_SELECTOR` that
/// Easel draws: `tintColor` and `backgroundColor` of every view, the bars'
/// appearance objects (`standardAppearance` …, `barTintColor`, `titleTextAttributes`),
/// and bar items' title text attributes (and a bar button item's `tintColor`). A bar
/// item is not a view: the proxies of its class apply when the view that shows it (a tab
/// bar, a group of bar buttons) enters a window, the item contained in that view.
@MainActor
final class AppearanceProxies {
    static let shared = AppearanceProxies()

    private struct Entry {
        let target: AnyClass
        let containers: [AnyClass]
        let proxy: AnyObject
    }

    private var entries: [Entry] = []

    /// The proxy for instances of `target` inside `containers`, made by `make` the first
    /// time it is asked for.
    func proxy<Proxy: AnyObject>(for target: AnyClass, containedIn containers: [any AppearanceContainer.Type],
                            make: () -> Proxy) -> Proxy {
        let containers = containers.map { $0 as AnyClass }
        if let entry = entries.first(where: { $0.target == target && $0.containers.elementsEqual(containers, by: ==) }),
           let proxy = entry.proxy as? Proxy {
            return proxy
        }
        let proxy = make()
        entries.append(Entry(target: target, containers: containers, proxy: proxy))
        return proxy
    }

    /// Gives `view`, which entered a window, what the proxies that match it customized.
    func apply(to view: View) {
        guard !entries.isEmpty else { return }
        for case let proxy as View in proxies(matching: view, containedFrom: view.superview) {
            view.adoptAppearance(of: proxy)
        }
        if let host = view as? BarItemAppearanceHost { applyToItems(of: host) }
    }

    /// Gives the bar items `host` shows (it is in a window) what the proxies that match
    /// them customized, then lets it redraw them.
    func applyToItems(of host: some BarItemAppearanceHost) {
        guard !entries.isEmpty else { return }
        for item in host.itemsForAppearance {
            for case let proxy as BarItem in proxies(matching: item, containedFrom: host) { item.adoptAppearance(of: proxy) }
        }
        host.itemsDidAdoptAppearance()
    }

    /// The proxies for `object`'s class and its superclasses whose containers are among
    /// `container` and its ancestors, from the most general to the most specific.
    private func proxies(matching object: AnyObject, containedFrom container: View?) -> [AnyObject] {
        entries.filter { isInstance(object, of: $0.target) && View.chain(from: container, contains: $0.containers) }
            .sorted { (depth(of: $0.target), $0.containers.count) < (depth(of: $1.target), $1.containers.count) }
            .map(\.proxy)
    }

    /// How many superclasses `target` has: a subclass's proxy applies after its superclass's.
    private func depth(of target: AnyClass) -> Int {
        sequence(first: target, next: _getSuperclass).dropFirst().reduce(0) { count, _ in count + 1 }
    }
}

/// Whether `object` is an instance of `target` or of a subclass of it.
@MainActor
private func isInstance(_ object: AnyObject, of target: AnyClass) -> Bool {
    sequence(first: type(of: object) as AnyClass, next: _getSuperclass).contains { $0 == target }
}

extension View {
    /// Whether `containers` (innermost first) appear, in that order, among `view`, its
    /// superviews and the controllers whose views they are.
    static func chain(from view: View?, contains containers: [AnyClass]) -> Bool {
        var remaining = containers[...]
        var ancestor = view
        while let view = ancestor, !remaining.isEmpty {
            for holder in [view as AnyObject] + (view.owningViewController.map { [$0 as AnyObject] } ?? []) {
                if let next = remaining.first, isInstance(holder, of: next) { remaining = remaining.dropFirst() }
            }
            ancestor = view.superview
        }
        return remaining.isEmpty
    }

    /// Takes what `proxy` customized, keeping what this view set itself.
    func adoptAppearance(of proxy: View) {
        if let tint = proxy.ownTintColor, ownTintColor == nil { tintColor = tint }
        if let color = proxy.backgroundColor, backgroundColor == nil { backgroundColor = color }
        if let bar = self as? NavigationBar, let proxy = proxy as? NavigationBar { bar.adoptBarAppearance(of: proxy) }
        if let bar = self as? Toolbar, let proxy = proxy as? Toolbar { bar.adoptBarAppearance(of: proxy) }
        if let bar = self as? TabBar, let proxy = proxy as? TabBar { bar.adoptBarAppearance(of: proxy) }
    }
}

/// A view that shows bar items, whose classes' appearance proxies apply to them when it
/// enters a window (a tab bar, a group of bar buttons).
@MainActor
protocol BarItemAppearanceHost: View {
    /// The items the view shows.
    var itemsForAppearance: [BarItem] { get }
    /// The items took what proxies customized: show it.
    func itemsDidAdoptAppearance()
}

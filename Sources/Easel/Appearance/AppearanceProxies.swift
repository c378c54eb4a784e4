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
/// Easel draws: `tintColor` and `backgroundColor` of every view, and the bars'
/// appearance objects (`standardAppearance` …, `barTintColor`, `titleTextAttributes`).
@MainActor
final class AppearanceProxies {
    static let shared = AppearanceProxies()

    private struct Entry {
        let target: AnyClass
        let containers: [AnyClass]
        let proxy: View
    }

    private var entries: [Entry] = []

    /// The proxy for instances of `target` inside `containers`, made by `make` the first
    /// time it is asked for.
    func proxy<Proxy: View>(for target: AnyClass, containedIn containers: [any AppearanceContainer.Type],
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
        let matching = entries.filter { isInstance(view, of: $0.target) && view.isContained(in: $0.containers) }
            .sorted { (depth(of: $0.target), $0.containers.count) < (depth(of: $1.target), $1.containers.count) }
        for entry in matching { view.adoptAppearance(of: entry.proxy) }
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
    /// Whether `containers` (innermost first) appear, in that order, among the view's
    /// superviews and the controllers whose views they are.
    func isContained(in containers: [AnyClass]) -> Bool {
        var remaining = containers[...]
        var ancestor = superview
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

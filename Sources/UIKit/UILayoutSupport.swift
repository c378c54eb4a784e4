import Foundation

/// A guide to the edge of a controller's content below the bars, like the deprecated
/// `UILayoutSupport` of `topLayoutGuide` and `bottomLayoutGuide`: its length and
/// anchors. Code written before the safe area (iOS 11) still constrains to it.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's extent, like `UILayoutSupport.length`: the safe area's inset at its edge.
    var length: CGFloat { get }
    /// The guide's top edge, like `UILayoutSupport.topAnchor`.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge, like `UILayoutSupport.bottomAnchor`.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, like `UILayoutSupport.heightAnchor`.
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height, as `UILayoutSupport.length` measures it.
    public var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The area from the top of the controller's view to the top of its safe area,
    /// like the deprecated `UIViewController.topLayoutGuide`: a layout guide of the view
    /// whose `length` is the safe area's top inset.
    public var topLayoutGuide: UILayoutSupport { edgeGuide(top: true) }

    /// The area from the bottom of the controller's safe area to the bottom of its view,
    /// like the deprecated `UIViewController.bottomLayoutGuide`.
    public var bottomLayoutGuide: UILayoutSupport { edgeGuide(top: false) }

    /// The guide of one edge, made and added to the view the first time it is asked for.
    private func edgeGuide(top: Bool) -> UILayoutGuide {
        let key = top ? EdgeGuideKeys.top : EdgeGuideKeys.bottom
        if let guide = objc_getAssociatedObject(self, key) as? UILayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 0)]
            : [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 0)])
        objc_setAssociatedObject(self, key, guide, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return guide
    }
}

/// The keys of the edge guides' associations: two distinct addresses.
private enum EdgeGuideKeys {
    nonisolated(unsafe) static let storage = UnsafeMutableRawPointer.allocate(byteCount: 2, alignment: 1)
    static var top: UnsafeRawPointer { UnsafeRawPointer(storage) }
    static var bottom: UnsafeRawPointer { UnsafeRawPointer(storage + 1) }
}

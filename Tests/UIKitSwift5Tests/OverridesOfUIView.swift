import UIKit
import QuartzCore

/// UIView and UIResponder members as iOS code overrides them, each calling super and
/// recording that it ran: this file builds only while every one is overridable with
/// UIKit's signature (OverrideCallSiteTests checks where UIKit calls them).

class OverridingView: UIView, OverrideRecording {
    var calls: [String] = []
    override class var layerClass: AnyClass { CAGradientLayer.self }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var frame: CGRect { didSet { record() } }
    override var bounds: CGRect { didSet { record() } }
    override var center: CGPoint { didSet { record() } }
    override var transform: CGAffineTransform { didSet { record() } }
    override var alpha: CGFloat { didSet { record() } }
    override var isHidden: Bool { didSet { record() } }
    override var backgroundColor: UIColor? { didSet { record() } }
    override var tintColor: UIColor! { didSet { record() } }
    override var isUserInteractionEnabled: Bool { didSet { record() } }
    override var clipsToBounds: Bool { didSet { record() } }
    override var contentMode: UIView.ContentMode { didSet { record() } }
    override var isOpaque: Bool { didSet { record() } }
    override var tag: Int { didSet { record() } }
    override var semanticContentAttribute: UISemanticContentAttribute { didSet { record() } }
    override var contentScaleFactor: CGFloat { didSet { record() } }
    override var layoutMargins: UIEdgeInsets { didSet { record() } }
    override var directionalLayoutMargins: NSDirectionalEdgeInsets { didSet { record() } }
    override var preservesSuperviewLayoutMargins: Bool { didSet { record() } }
    override var insetsLayoutMarginsFromSafeArea: Bool { didSet { record() } }
    override var translatesAutoresizingMaskIntoConstraints: Bool { didSet { record() } }
    override var autoresizingMask: UIView.AutoresizingMask { didSet { record() } }
    override var isMultipleTouchEnabled: Bool { didSet { record() } }
    override var isExclusiveTouch: Bool { didSet { record() } }
    override var gestureRecognizers: [UIGestureRecognizer]? { didSet { record() } }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle { didSet { record() } }
    override var tintAdjustmentMode: UIView.TintAdjustmentMode { didSet { record() } }
    override var safeAreaInsets: UIEdgeInsets { record(); return super.safeAreaInsets }
    override var intrinsicContentSize: CGSize { record(); return super.intrinsicContentSize }
    override class var requiresConstraintBasedLayout: Bool { true }
    override func layoutSubviews() { record(); super.layoutSubviews() }
    override func setNeedsLayout() { record(); super.setNeedsLayout() }
    override func layoutIfNeeded() { record(); super.layoutIfNeeded() }
    override func sizeThatFits(_ size: CGSize) -> CGSize { record(); return super.sizeThatFits(size) }
    override func sizeToFit() { record(); super.sizeToFit() }
    override func invalidateIntrinsicContentSize() { record(); super.invalidateIntrinsicContentSize() }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { record(); return super.systemLayoutSizeFitting(targetSize) }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { record(); return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority) }
    override func updateConstraints() { record(); super.updateConstraints() }
    override func updateConstraintsIfNeeded() { record(); super.updateConstraintsIfNeeded() }
    override func setNeedsUpdateConstraints() { record(); super.setNeedsUpdateConstraints() }
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { record(); return super.contentHuggingPriority(for: axis) }
    override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { record(); super.setContentHuggingPriority(priority, for: axis) }
    override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { record(); return super.contentCompressionResistancePriority(for: axis) }
    override func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { record(); super.setContentCompressionResistancePriority(priority, for: axis) }
    override func addConstraint(_ constraint: NSLayoutConstraint) { record(); super.addConstraint(constraint) }
    override func removeConstraint(_ constraint: NSLayoutConstraint) { record(); super.removeConstraint(constraint) }
    override func draw(_ rect: CGRect) { record(); super.draw(rect) }
    override func setNeedsDisplay() { record(); super.setNeedsDisplay() }
    override func setNeedsDisplay(_ rect: CGRect) { record(); super.setNeedsDisplay(rect) }
    override func draw(_ layer: CALayer, in ctx: CGContext) { record(); super.draw(layer, in: ctx) }
    override func layoutSublayers(of layer: CALayer) { record(); super.layoutSublayers(of: layer) }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? { record(); return super.action(for: layer, forKey: event) }
    override func addSubview(_ view: UIView) { record(); super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { record(); super.insertSubview(view, at: index) }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { record(); super.insertSubview(view, aboveSubview: siblingSubview) }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { record(); super.insertSubview(view, belowSubview: siblingSubview) }
    override func bringSubviewToFront(_ view: UIView) { record(); super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { record(); super.sendSubviewToBack(view) }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { record(); super.exchangeSubview(at: index1, withSubviewAt: index2) }
    override func removeFromSuperview() { record(); super.removeFromSuperview() }
    override func didAddSubview(_ subview: UIView) { record(); super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { record(); super.willRemoveSubview(subview) }
    override func willMove(toSuperview newSuperview: UIView?) { record(); super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { record(); super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { record(); super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { record(); super.didMoveToWindow() }
    override func viewWithTag(_ tag: Int) -> UIView? { record(); return super.viewWithTag(tag) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { record(); return super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { record(); return super.point(inside: point, with: event) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { record(); return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { record(); super.addGestureRecognizer(gestureRecognizer) }
    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { record(); super.removeGestureRecognizer(gestureRecognizer) }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }
    override func tintColorDidChange() { record(); super.tintColorDidChange() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { record(); super.traitCollectionDidChange(previousTraitCollection) }
    override func safeAreaInsetsDidChange() { record(); super.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { record(); super.layoutMarginsDidChange() }
    override func awakeFromNib() { record(); super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { record(); super.prepareForInterfaceBuilder() }
    // UIResponder
    override var next: UIResponder? { super.next }
    override var canBecomeFirstResponder: Bool { record(); return super.canBecomeFirstResponder }
    override var canResignFirstResponder: Bool { record(); return super.canResignFirstResponder }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override func becomeFirstResponder() -> Bool { record(); return super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { record(); return super.resignFirstResponder() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(); super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(); super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(); super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(); super.touchesCancelled(touches, with: event) }
    override func accessibilityActivate() -> Bool { super.accessibilityActivate() }
    override var accessibilityLabel: String? { get { super.accessibilityLabel } set { super.accessibilityLabel = newValue } }
}

import UIKit
import QuartzCore

/// Text input, view controller (and container), gesture recognizer and CALayer members
/// as iOS code overrides them: this file builds only while each is overridable with
/// UIKit's signature.
class OverridingTextField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { super.editingRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { super.placeholderRect(forBounds: bounds) }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
    override func borderRect(forBounds bounds: CGRect) -> CGRect { super.borderRect(forBounds: bounds) }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
    override func drawPlaceholder(in rect: CGRect) { super.drawPlaceholder(in: rect) }
    override var text: String? { didSet {} }
    override var attributedText: NSAttributedString? { didSet {} }
    override var placeholder: String? { didSet {} }
    override var attributedPlaceholder: NSAttributedString? { didSet {} }
    override var font: UIFont? { didSet {} }
    override var textColor: UIColor? { didSet {} }
    override var textAlignment: NSTextAlignment { didSet {} }
    override var isSecureTextEntry: Bool { didSet {} }
    override var delegate: UITextFieldDelegate? { didSet {} }
    override var clearButtonMode: UITextField.ViewMode { didSet {} }
    override var leftView: UIView? { didSet {} }
    override var rightView: UIView? { didSet {} }
    override var borderStyle: UITextField.BorderStyle { didSet {} }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func deleteBackward() { super.deleteBackward() }
    override func insertText(_ text: String) { super.insertText(text) }
    override var hasText: Bool { super.hasText }
    override var keyboardType: UIKeyboardType { didSet {} }
}

class OverridingTextView: UITextView {
    override var text: String! { didSet {} }
    override var attributedText: NSAttributedString! { didSet {} }
    override var font: UIFont? { didSet {} }
    override var textColor: UIColor? { didSet {} }
    override var textContainerInset: UIEdgeInsets { didSet {} }
    override var isEditable: Bool { didSet {} }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func insertText(_ text: String) { super.insertText(text) }
    override func deleteBackward() { super.deleteBackward() }
}

class OverridingViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { super.present(viewControllerToPresent, animated: flag, completion: completion) }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { super.dismiss(animated: flag, completion: completion) }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) { super.showDetailViewController(vc, sender: sender) }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    override var childForStatusBarStyle: UIViewController? { nil }
    override var childForStatusBarHidden: UIViewController? { nil }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var isEditing: Bool { didSet {} }
    override var title: String? { didSet {} }
    override var navigationItem: UINavigationItem { super.navigationItem }
    override var preferredContentSize: CGSize { didSet {} }
    override var modalPresentationStyle: UIModalPresentationStyle { didSet {} }
    override var modalTransitionStyle: UIModalTransitionStyle { didSet {} }
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? { didSet {} }
    override var hidesBottomBarWhenPushed: Bool { didSet {} }
    override var additionalSafeAreaInsets: UIEdgeInsets { didSet {} }
    override var edgesForExtendedLayout: UIRectEdge { didSet {} }
    override var isModalInPresentation: Bool { didSet {} }
    override var tabBarItem: UITabBarItem! { didSet {} }
    override var toolbarItems: [UIBarButtonItem]? { didSet {} }
    override func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { super.setToolbarItems(toolbarItems, animated: animated) }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    override var canBecomeFirstResponder: Bool { true }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func setNeedsStatusBarAppearanceUpdate() { super.setNeedsStatusBarAppearanceUpdate() }
    override var view: UIView! { get { super.view } set { super.view = newValue } }
    override func awakeFromNib() { super.awakeFromNib() }
}

class OverridingNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func pushViewController(_ viewController: UIViewController, animated: Bool) { super.pushViewController(viewController, animated: animated) }
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? { super.popToRootViewController(animated: animated) }
    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { super.popToViewController(viewController, animated: animated) }
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { super.setViewControllers(viewControllers, animated: animated) }
    override var viewControllers: [UIViewController] { didSet {} }
    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { super.setNavigationBarHidden(hidden, animated: animated) }
    override var isNavigationBarHidden: Bool { didSet {} }
    override func setToolbarHidden(_ hidden: Bool, animated: Bool) { super.setToolbarHidden(hidden, animated: animated) }
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var topViewController: UIViewController? { super.topViewController }
    override var visibleViewController: UIViewController? { super.visibleViewController }
}

class OverridingTabBarController: UITabBarController {
    override var selectedIndex: Int { didSet {} }
    override var selectedViewController: UIViewController? { didSet {} }
    override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { super.setViewControllers(viewControllers, animated: animated) }
    override var viewControllers: [UIViewController]? { didSet {} }
    override var delegate: UITabBarControllerDelegate? { didSet {} }
}

class OverridingTableViewController: UITableViewController {
    override init(style: UITableView.Style) { super.init(style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

class OverridingCollectionViewController: UICollectionViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

class OverridingGestureRecognizer: UIGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
    override func addTarget(_ target: Any, action: Selector) { super.addTarget(target, action: action) }
    override func removeTarget(_ target: Any?, action: Selector?) { super.removeTarget(target, action: action) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event); state = .began }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesCancelled(touches, with: event) }
    override func reset() { super.reset() }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { super.canPrevent(preventedGestureRecognizer) }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { super.canBePrevented(by: preventingGestureRecognizer) }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { super.shouldRequireFailure(of: otherGestureRecognizer) }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { super.shouldBeRequiredToFail(by: otherGestureRecognizer) }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { super.location(ofTouch: touchIndex, in: view) }
    override var numberOfTouches: Int { super.numberOfTouches }
    override var isEnabled: Bool { didSet {} }
    override var state: UIGestureRecognizer.State { didSet {} }
    override var delegate: UIGestureRecognizerDelegate? { didSet {} }
    override var cancelsTouchesInView: Bool { didSet {} }
}
class OverridingPanGestureRecognizer: UIPanGestureRecognizer {
    override func translation(in view: UIView?) -> CGPoint { super.translation(in: view) }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) { super.setTranslation(translation, in: view) }
    override func velocity(in view: UIView?) -> CGPoint { super.velocity(in: view) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
}

class OverridingLayer: CALayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSublayers() { super.layoutSublayers() }
    override func draw(in ctx: CGContext) { super.draw(in: ctx) }
    override func display() { super.display() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ r: CGRect) { super.setNeedsDisplay(r) }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func needsLayout() -> Bool { super.needsLayout() }
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    override class func defaultAction(forKey event: String) -> CAAction? { super.defaultAction(forKey: event) }
    override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }
    override class func needsDisplay(forKey key: String) -> Bool { super.needsDisplay(forKey: key) }
    override func add(_ anim: CAAnimation, forKey key: String?) { super.add(anim, forKey: key) }
    override func removeAnimation(forKey key: String) { super.removeAnimation(forKey: key) }
    override func removeAllAnimations() { super.removeAllAnimations() }
    override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
    override func render(in ctx: CGContext) { super.render(in: ctx) }
    override func addSublayer(_ layer: CALayer) { super.addSublayer(layer) }
    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { super.insertSublayer(layer, above: sibling) }
    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { super.insertSublayer(layer, below: sibling) }
    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { super.replaceSublayer(oldLayer, with: newLayer) }
    override func removeFromSuperlayer() { super.removeFromSuperlayer() }
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var position: CGPoint { didSet {} }
    override var anchorPoint: CGPoint { didSet {} }
    override var opacity: Float { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var cornerRadius: CGFloat { didSet {} }
    override var backgroundColor: CGColor? { didSet {} }
    override var borderColor: CGColor? { didSet {} }
    override var borderWidth: CGFloat { didSet {} }
    override var contents: Any? { didSet {} }
    override var contentsScale: CGFloat { didSet {} }
    override var transform: CATransform3D { didSet {} }
    override var shadowOpacity: Float { didSet {} }
    override var shadowPath: CGPath? { didSet {} }
    override var mask: CALayer? { didSet {} }
    override var masksToBounds: Bool { didSet {} }
    override var sublayers: [CALayer]? { didSet {} }
    override var zPosition: CGFloat { didSet {} }
    override func presentation() -> Self? { super.presentation() }
    override func affineTransform() -> CGAffineTransform { super.affineTransform() }
    override func setAffineTransform(_ m: CGAffineTransform) { super.setAffineTransform(m) }
    override var needsDisplayOnBoundsChange: Bool { didSet {} }
}
class OverridingShapeLayer: CAShapeLayer {
    override var path: CGPath? { didSet {} }
    override var fillColor: CGColor? { didSet {} }
    override var strokeEnd: CGFloat { didSet {} }
}

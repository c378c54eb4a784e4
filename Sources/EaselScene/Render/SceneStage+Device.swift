import Easel
import Foundation

/// The device turning: the window takes the orientation's size (the scene's size,
/// or width and height swapped) and the device's safe area for it, as the screen does
/// on iOS; the window tells the controllers `viewWillTransition(to:with:)` and resizes
/// the root controller's view.
extension SceneStage {
    func rotate(to orientation: InterfaceOrientation) {
        let portrait = tree.size
        let size = orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        // The controllers are told of the new size while their views still have the
        // old size and safe area, as on iOS; both change in the next layout.
        window.frame = CGRect(origin: .zero, size: size)
        window.safeAreaInsets = tree.device?.safeAreaInsets(in: orientation) ?? tree.safeAreaInsets
        // A root controller's view (and a presented one's) the window resizes in its layout.
        if let root, tree.root?.hasFrame == false { root.frame = window.bounds }
    }
}

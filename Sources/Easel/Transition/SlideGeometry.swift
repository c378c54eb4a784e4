import Foundation

/// Where the two views of a container's slide start and end: the incoming view moves
/// from `incomingStart` to `bounds` (where a view rests) while the outgoing one moves
/// from `bounds` to `outgoingEnd`. A navigation controller's parallax slide and a page
/// view controller's page scroll are two such geometries.
protocol SlideGeometry {
    /// Where a view at rest sits.
    var bounds: CGRect { get }
    /// Where the incoming view starts.
    var incomingStart: CGRect { get }
    /// Where the outgoing view ends.
    var outgoingEnd: CGRect { get }
}

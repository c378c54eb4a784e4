import EaselGraphics
import Foundation

extension ScrollView {
    /// The colour of a scroll view's indicators, like `UIScrollView.IndicatorStyle`.
    ///
    /// Easel draws each indicator as one flat bar at 35% opacity (UIKit's default
    /// bar also has a faint border, which Easel leaves out): black for `.default` and
    /// `.black`, which suit light content, white for `.white`, which suits dark.
    public enum IndicatorStyle: Int, Sendable {
        /// The standard indicator, black in Easel.
        case `default`
        /// A black indicator, for light content.
        case black
        /// A white indicator, for dark content.
        case white

        /// The bar's colour.
        var indicatorColor: Color {
            self == .white ? Color(white: 1, alpha: 0.35) : Color(white: 0, alpha: 0.35)
        }
    }
}

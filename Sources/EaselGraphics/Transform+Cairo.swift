@_implementationOnly import CCairo

extension Transform {
    /// The same matrix in cairo's layout (`xx = a`, `yx = b`, `xy = c`, `yy = d`).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }
}

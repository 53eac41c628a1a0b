/// Names compared with their digit runs as numbers (`week-9` before `week-10`).
public enum NaturalOrder {
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
        var x = i.next(), y = j.next()
        func number(_ first: inout Unicode.Scalar?, _ rest: inout String.UnicodeScalarView.Iterator) -> (Int, String) {
            var digits = ""
            while let scalar = first, ("0"..."9").contains(scalar) { digits.unicodeScalars.append(scalar); first = rest.next() }
            return (Int(digits.prefix(18)) ?? 0, digits)
        }
        while let p = x, let q = y {
            if ("0"..."9").contains(p), ("0"..."9").contains(q) {
                let m = number(&x, &i), n = number(&y, &j)
                if m.0 != n.0 { return m.0 < n.0 }
                if m.1 != n.1 { return m.1 < n.1 }
                continue
            }
            if p != q { return p.value < q.value }
            x = i.next()
            y = j.next()
        }
        return x == nil && y != nil
    }
}

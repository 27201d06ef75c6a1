//! Enums with a fixed set of names: [`Mapping`](crate::Mapping),
//! [`Table`](crate::Table), the build-script `Format` and the macro
//! argument keys. One macro writes what each of them needs: `ALL`,
//! `name`, `from_name`, `names_list`, `Display`, `FromStr` and the error
//! for an unknown name.

/// Whether `given` names `known`. Loose matching ignores ASCII case and
/// reads `-` as `_` (table names on the command line).
pub(crate) fn names_match(known: &str, given: &str, loose: bool) -> bool {
    if !loose {
        return known == given;
    }
    known.len() == given.len()
        && known.bytes().zip(given.bytes()).all(|(k, g)| {
            let g = if g == b'-' { b'_' } else { g };
            k.eq_ignore_ascii_case(&g)
        })
}

/// `names_list` of the type: every name, lowercase, comma-separated.
pub(crate) fn join_lowercase(names: &[&str]) -> String {
    let mut list = String::new();
    for name in names {
        if !list.is_empty() {
            list.push_str(", ");
        }
        list.push_str(&name.to_ascii_lowercase());
    }
    list
}

/// Declares an enum whose variants have names. `loose` or `exact` chooses
/// how [`names_match`] reads a name; `Unknown(what)` names the error type
/// and the word its message uses.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident ($match:ident, $error:ident($what:literal)) {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )*
        }
    ) => {
        $(#[$meta])*
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: [$name; [$($text),*].len()] = [$($name::$variant),*];

            /// The name.
            pub const fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )*
                }
            }

            /// The value named `name`, if any.
            pub fn from_name(name: &str) -> Option<$name> {
                let loose = stringify!($match) == "loose";
                $name::ALL
                    .into_iter()
                    .find(|v| $crate::named::names_match(v.name(), name, loose))
            }

            /// Every name, lowercase, comma-separated (for messages).
            pub fn names_list() -> String {
                $crate::named::join_lowercase(&[$($text),*])
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }

        #[doc = concat!("The error for a name that is no ", $what, ".")]
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $error(pub String);

        impl core::fmt::Display for $error {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(
                    f,
                    "unknown {} `{}`; expected one of: {}",
                    $what,
                    self.0,
                    $name::names_list()
                )
            }
        }

        impl std::error::Error for $error {}

        impl core::str::FromStr for $name {
            type Err = $error;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $name::from_name(s).ok_or_else(|| $error(s.to_string()))
            }
        }
    };
}

pub(crate) use named_enum;

//! Prints a [`BoardModule`] or a single table as `proc_macro2` tokens, for
//! the proc macros. Mirrors [`super::source`] item for item; the forms are
//! the cheapest to compile (see the table in [`super`]).

use super::{BoardModule, Item, ItemKind};
use crate::data::{Data, Shape, Values};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{quote, ToTokens};

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

/// One element as a literal token.
fn elem(values: &Values, i: usize) -> TokenStream {
    match values {
        Values::Usize(v) => Literal::usize_unsuffixed(v[i]).into_token_stream(),
        Values::Str(v) => Literal::string(&v[i]).into_token_stream(),
        Values::U8(v) => Literal::u8_suffixed(v[i]).into_token_stream(),
        Values::I8(v) => Literal::i8_suffixed(v[i]).into_token_stream(),
        Values::U16(v) => Literal::u16_suffixed(v[i]).into_token_stream(),
        Values::Bool(v) => {
            if v[i] {
                quote!(true)
            } else {
                quote!(false)
            }
        }
        Values::Bits(w, v) => {
            // Hex reads as a board (one byte per rank on 8x8); the text is
            // the same as the source emitter's.
            let text = super::source::bits_literal(*w, v[i]);
            match text.parse::<Literal>() {
                Ok(lit) => lit.into_token_stream(),
                Err(_) => Literal::u128_suffixed(v[i]).into_token_stream(),
            }
        }
    }
}

fn row(values: &Values, start: usize, len: usize) -> TokenStream {
    if let Values::U8(v) = values {
        let lit = Literal::byte_string(&v[start..start + len]);
        return quote!(*#lit);
    }
    let elems = (start..start + len).map(|i| elem(values, i));
    quote!([#(#elems),*])
}

/// The value of a table as an array (or scalar) expression.
pub fn value(data: &Data) -> TokenStream {
    match data.shape {
        Shape::Scalar => elem(&data.values, 0),
        Shape::List(n) => row(&data.values, 0, n),
        Shape::Pair(n) => {
            let rows = (0..n).map(|a| row(&data.values, a * n, n));
            quote!([#(#rows),*])
        }
    }
}

fn docs(lines: &[String]) -> TokenStream {
    let lines = lines.iter().map(|l| {
        // `///` comments carry a leading space; match the source emitter.
        let text = if l.is_empty() {
            String::new()
        } else {
            format!(" {l}")
        };
        quote!(#[doc = #text])
    });
    quote!(#(#lines)*)
}

fn rust_type(item: &Item) -> TokenStream {
    let elem: TokenStream = match &item.data.values {
        Values::Usize(_) => quote!(usize),
        Values::Str(_) => quote!(&'static str),
        Values::U8(_) => quote!(u8),
        Values::I8(_) => quote!(i8),
        Values::U16(_) => quote!(u16),
        Values::Bool(_) => quote!(bool),
        Values::Bits(w, _) => ident(w.rust_type()).into_token_stream(),
    };
    match item.data.shape {
        Shape::Scalar => elem,
        Shape::List(n) => {
            let n = Literal::usize_unsuffixed(n);
            quote!([#elem; #n])
        }
        Shape::Pair(n) => {
            let n = Literal::usize_unsuffixed(n);
            quote!([[#elem; #n]; #n])
        }
    }
}

/// One item: docs, then `pub static NAME: TYPE = VALUE;`.
pub fn item(item: &Item) -> TokenStream {
    let docs = docs(&item.docs);
    let name = ident(&item.name);
    let ty = rust_type(item);
    let value = value(&item.data);
    match item.kind {
        ItemKind::Static => quote!(#docs pub static #name: #ty = #value;),
        ItemKind::Const => quote!(#docs pub const #name: #ty = #value;),
        ItemKind::HiddenConst => quote!(#docs #[doc(hidden)] pub const #name: #ty = #value;),
    }
}

/// The whole board module with the given visibility; `attrs` (the user's
/// attributes and doc comments) come before the generated docs.
pub fn module(m: &BoardModule, vis: TokenStream, attrs: TokenStream) -> TokenStream {
    let docs_ts = docs(&m.docs);
    let name = ident(&m.name);
    let items = m.items.iter().map(item);
    let x88_docs = docs(&m.x88_docs);
    let x88_items = m.x88_items.iter().map(item);
    let from_docs = docs(&m.from_sq64_docs);
    let to_docs = docs(&m.to_sq64_docs);
    let square_docs = docs(&m.square_docs);
    let variants = m.squares.iter().enumerate().map(|(index, (name, doc))| {
        let name = ident(name);
        let doc = format!(" {doc}");
        let index = Literal::usize_unsuffixed(index);
        quote!(#[doc = #doc] #name = #index)
    });
    quote! {
        #attrs
        #docs_ts
        #vis mod #name {
            #(#items)*

            #x88_docs
            pub mod x88 {
                #(#x88_items)*
                #from_docs
                pub const fn from_sq64(sq: usize) -> usize {
                    SQ_TO_X88[sq] as usize
                }
                #to_docs
                pub const fn to_sq64(sq88: usize) -> usize {
                    X88_TO_SQ[sq88] as usize
                }
            }

            #square_docs
            #[repr(u8)]
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub enum Square {
                #(#variants),*
            }
        }
    }
}

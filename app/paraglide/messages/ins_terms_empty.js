/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Terms_EmptyInputs */

const en_ins_terms_empty = /** @type {(inputs: Ins_Terms_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No search term yet. A term shows here once at least 5 different visitors searched it on one day and found this listing.`)
};

const de_ins_terms_empty = /** @type {(inputs: Ins_Terms_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Suchbegriff. Ein Begriff erscheint hier, sobald mindestens 5 verschiedene Besucher an einem Tag danach gesucht und diesen Eintrag gefunden haben.`)
};

const fr_ins_terms_empty = /** @type {(inputs: Ins_Terms_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun terme de recherche pour l'instant. Un terme apparaît ici dès qu'au moins 5 visiteurs différents l'ont cherché le même jour et ont trouvé cette fiche.`)
};

const es_ins_terms_empty = /** @type {(inputs: Ins_Terms_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay términos de búsqueda. Un término aparece aquí cuando al menos 5 visitantes distintos lo han buscado en un mismo día y han encontrado este anuncio.`)
};

const pt_br2_ins_terms_empty = /** @type {(inputs: Ins_Terms_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há termos de busca. Um termo aparece aqui quando pelo menos 5 visitantes diferentes o buscaram no mesmo dia e encontraram este anúncio.`)
};

const ja_ins_terms_empty = /** @type {(inputs: Ins_Terms_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ検索語句はありません。1日に5人以上の異なる訪問者が検索してこの掲載を見つけると、ここに表示されます。`)
};

const ko_ins_terms_empty = /** @type {(inputs: Ins_Terms_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 검색어가 없습니다. 하루에 서로 다른 방문자 5명 이상이 검색해 이 등록 정보를 찾으면 여기에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "No search term yet. A term shows here once at least 5 different visitors searched it on one day and found this listing." |
*
* @param {Ins_Terms_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_terms_empty = /** @type {((inputs?: Ins_Terms_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Terms_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_terms_empty(inputs)
	if (locale === "fr") return fr_ins_terms_empty(inputs)
	if (locale === "es") return es_ins_terms_empty(inputs)
	if (locale === "pt-BR") return pt_br2_ins_terms_empty(inputs)
	if (locale === "ja") return ja_ins_terms_empty(inputs)
	if (locale === "ko") return ko_ins_terms_empty(inputs)
	return en_ins_terms_empty(inputs)
});
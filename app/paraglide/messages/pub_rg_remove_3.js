/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Remove_3Inputs */

const en_pub_rg_remove_3 = /** @type {(inputs: Pub_Rg_Remove_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews written with a conflict of interest (owners, staff, competitors, paid reviews).`)
};

const de_pub_rg_remove_3 = /** @type {(inputs: Pub_Rg_Remove_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen mit Interessenkonflikt (Inhaber, Personal, Konkurrenten, bezahlte Bewertungen).`)
};

const fr_pub_rg_remove_3 = /** @type {(inputs: Pub_Rg_Remove_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis rédigés en situation de conflit d'intérêts (propriétaires, personnel, concurrents, avis rémunérés).`)
};

const es_pub_rg_remove_3 = /** @type {(inputs: Pub_Rg_Remove_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reseñas escritas con conflicto de intereses (dueños, personal, competidores, reseñas pagadas).`)
};

const pt_br2_pub_rg_remove_3 = /** @type {(inputs: Pub_Rg_Remove_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações escritas com conflito de interesses (donos, funcionários, concorrentes, avaliações pagas).`)
};

const ja_pub_rg_remove_3 = /** @type {(inputs: Pub_Rg_Remove_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利益相反のあるレビュー（オーナー、スタッフ、競合相手、報酬を受けたレビュー）。`)
};

const ko_pub_rg_remove_3 = /** @type {(inputs: Pub_Rg_Remove_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이해 상충이 있는 리뷰(소유자, 직원, 경쟁자, 대가를 받은 리뷰).`)
};

/**
* | output |
* | --- |
* | "Reviews written with a conflict of interest (owners, staff, competitors, paid reviews)." |
*
* @param {Pub_Rg_Remove_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove_3 = /** @type {((inputs?: Pub_Rg_Remove_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Remove_3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_remove_3(inputs)
	if (locale === "fr") return fr_pub_rg_remove_3(inputs)
	if (locale === "es") return es_pub_rg_remove_3(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_remove_3(inputs)
	if (locale === "ja") return ja_pub_rg_remove_3(inputs)
	if (locale === "ko") return ko_pub_rg_remove_3(inputs)
	return en_pub_rg_remove_3(inputs)
});
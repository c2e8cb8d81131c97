/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Change_WithdrawnInputs */

const en_adr_ans_change_withdrawn = /** @type {(inputs: Adr_Ans_Change_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner withdrew this change. Nothing was changed.`)
};

const de_adr_ans_change_withdrawn = /** @type {(inputs: Adr_Ans_Change_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhaber hat diese Änderung zurückgezogen. Nichts wurde geändert.`)
};

const fr_adr_ans_change_withdrawn = /** @type {(inputs: Adr_Ans_Change_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire a retiré cette modification. Rien n’a été modifié.`)
};

const es_adr_ans_change_withdrawn = /** @type {(inputs: Adr_Ans_Change_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El propietario retiró este cambio. No se cambió nada.`)
};

const pt_br2_adr_ans_change_withdrawn = /** @type {(inputs: Adr_Ans_Change_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O proprietário retirou esta alteração. Nada foi alterado.`)
};

const ja_adr_ans_change_withdrawn = /** @type {(inputs: Adr_Ans_Change_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーがこの変更を取り下げました。何も変更されていません。`)
};

const ko_adr_ans_change_withdrawn = /** @type {(inputs: Adr_Ans_Change_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자가 이 변경을 철회했습니다. 변경된 것이 없습니다.`)
};

/**
* | output |
* | --- |
* | "The owner withdrew this change. Nothing was changed." |
*
* @param {Adr_Ans_Change_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_withdrawn = /** @type {((inputs?: Adr_Ans_Change_WithdrawnInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Change_WithdrawnInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_change_withdrawn(inputs)
	if (locale === "fr") return fr_adr_ans_change_withdrawn(inputs)
	if (locale === "es") return es_adr_ans_change_withdrawn(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_change_withdrawn(inputs)
	if (locale === "ja") return ja_adr_ans_change_withdrawn(inputs)
	if (locale === "ko") return ko_adr_ans_change_withdrawn(inputs)
	return en_adr_ans_change_withdrawn(inputs)
});
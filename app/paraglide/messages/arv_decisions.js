/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_DecisionsInputs */

const en_arv_decisions = /** @type {(inputs: Arv_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisions`)
};

const de_arv_decisions = /** @type {(inputs: Arv_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entscheidungen`)
};

const fr_arv_decisions = /** @type {(inputs: Arv_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décisions`)
};

const es_arv_decisions = /** @type {(inputs: Arv_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisiones`)
};

const pt_br2_arv_decisions = /** @type {(inputs: Arv_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisões`)
};

const ja_arv_decisions = /** @type {(inputs: Arv_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`判断履歴`)
};

const ko_arv_decisions = /** @type {(inputs: Arv_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결정 내역`)
};

/**
* | output |
* | --- |
* | "Decisions" |
*
* @param {Arv_DecisionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decisions = /** @type {((inputs?: Arv_DecisionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_DecisionsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_decisions(inputs)
	if (locale === "fr") return fr_arv_decisions(inputs)
	if (locale === "es") return es_arv_decisions(inputs)
	if (locale === "pt-BR") return pt_br2_arv_decisions(inputs)
	if (locale === "ja") return ja_arv_decisions(inputs)
	if (locale === "ko") return ko_arv_decisions(inputs)
	return en_arv_decisions(inputs)
});
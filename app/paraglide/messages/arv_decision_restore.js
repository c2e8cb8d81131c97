/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Decision_RestoreInputs */

const en_arv_decision_restore = /** @type {(inputs: Arv_Decision_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`restore`)
};

const de_arv_decision_restore = /** @type {(inputs: Arv_Decision_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wiederhergestellt`)
};

const fr_arv_decision_restore = /** @type {(inputs: Arv_Decision_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rétablissement`)
};

const es_arv_decision_restore = /** @type {(inputs: Arv_Decision_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`restaurada`)
};

const pt_br2_arv_decision_restore = /** @type {(inputs: Arv_Decision_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`restaurada`)
};

const ja_arv_decision_restore = /** @type {(inputs: Arv_Decision_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`復元`)
};

const ko_arv_decision_restore = /** @type {(inputs: Arv_Decision_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`복원`)
};

/**
* | output |
* | --- |
* | "restore" |
*
* @param {Arv_Decision_RestoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decision_restore = /** @type {((inputs?: Arv_Decision_RestoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Decision_RestoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_decision_restore(inputs)
	if (locale === "fr") return fr_arv_decision_restore(inputs)
	if (locale === "es") return es_arv_decision_restore(inputs)
	if (locale === "pt-BR") return pt_br2_arv_decision_restore(inputs)
	if (locale === "ja") return ja_arv_decision_restore(inputs)
	if (locale === "ko") return ko_arv_decision_restore(inputs)
	return en_arv_decision_restore(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_RestoreInputs */

const en_arv_restore = /** @type {(inputs: Arv_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore`)
};

const de_arv_restore = /** @type {(inputs: Arv_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederherstellen`)
};

const fr_arv_restore = /** @type {(inputs: Arv_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir`)
};

const es_arv_restore = /** @type {(inputs: Arv_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar`)
};

const pt_br2_arv_restore = /** @type {(inputs: Arv_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar`)
};

const ja_arv_restore = /** @type {(inputs: Arv_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`復元する`)
};

const ko_arv_restore = /** @type {(inputs: Arv_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`복원`)
};

/**
* | output |
* | --- |
* | "Restore" |
*
* @param {Arv_RestoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_restore = /** @type {((inputs?: Arv_RestoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_RestoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_restore(inputs)
	if (locale === "fr") return fr_arv_restore(inputs)
	if (locale === "es") return es_arv_restore(inputs)
	if (locale === "pt-BR") return pt_br2_arv_restore(inputs)
	if (locale === "ja") return ja_arv_restore(inputs)
	if (locale === "ko") return ko_arv_restore(inputs)
	return en_arv_restore(inputs)
});
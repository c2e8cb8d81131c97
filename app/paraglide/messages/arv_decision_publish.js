/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Decision_PublishInputs */

const en_arv_decision_publish = /** @type {(inputs: Arv_Decision_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publish`)
};

const de_arv_decision_publish = /** @type {(inputs: Arv_Decision_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`veröffentlicht`)
};

const fr_arv_decision_publish = /** @type {(inputs: Arv_Decision_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publication`)
};

const es_arv_decision_publish = /** @type {(inputs: Arv_Decision_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publicada`)
};

const pt_br2_arv_decision_publish = /** @type {(inputs: Arv_Decision_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publicada`)
};

const ja_arv_decision_publish = /** @type {(inputs: Arv_Decision_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開`)
};

const ko_arv_decision_publish = /** @type {(inputs: Arv_Decision_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게시`)
};

/**
* | output |
* | --- |
* | "publish" |
*
* @param {Arv_Decision_PublishInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decision_publish = /** @type {((inputs?: Arv_Decision_PublishInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Decision_PublishInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_decision_publish(inputs)
	if (locale === "fr") return fr_arv_decision_publish(inputs)
	if (locale === "es") return es_arv_decision_publish(inputs)
	if (locale === "pt-BR") return pt_br2_arv_decision_publish(inputs)
	if (locale === "ja") return ja_arv_decision_publish(inputs)
	if (locale === "ko") return ko_arv_decision_publish(inputs)
	return en_arv_decision_publish(inputs)
});
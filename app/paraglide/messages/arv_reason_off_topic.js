/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Reason_Off_TopicInputs */

const en_arv_reason_off_topic = /** @type {(inputs: Arv_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off-topic`)
};

const de_arv_reason_off_topic = /** @type {(inputs: Arv_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Themenfremd`)
};

const fr_arv_reason_off_topic = /** @type {(inputs: Arv_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors sujet`)
};

const es_arv_reason_off_topic = /** @type {(inputs: Arv_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuera de tema`)
};

const pt_br2_arv_reason_off_topic = /** @type {(inputs: Arv_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fora do assunto`)
};

const ja_arv_reason_off_topic = /** @type {(inputs: Arv_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無関係な内容`)
};

const ko_arv_reason_off_topic = /** @type {(inputs: Arv_Reason_Off_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주제와 무관`)
};

/**
* | output |
* | --- |
* | "Off-topic" |
*
* @param {Arv_Reason_Off_TopicInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_off_topic = /** @type {((inputs?: Arv_Reason_Off_TopicInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Reason_Off_TopicInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reason_off_topic(inputs)
	if (locale === "fr") return fr_arv_reason_off_topic(inputs)
	if (locale === "es") return es_arv_reason_off_topic(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reason_off_topic(inputs)
	if (locale === "ja") return ja_arv_reason_off_topic(inputs)
	if (locale === "ko") return ko_arv_reason_off_topic(inputs)
	return en_arv_reason_off_topic(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_PublishInputs */

const en_arv_publish = /** @type {(inputs: Arv_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish`)
};

const de_arv_publish = /** @type {(inputs: Arv_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichen`)
};

const fr_arv_publish = /** @type {(inputs: Arv_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier`)
};

const es_arv_publish = /** @type {(inputs: Arv_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

const pt_br2_arv_publish = /** @type {(inputs: Arv_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

const ja_arv_publish = /** @type {(inputs: Arv_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開する`)
};

const ko_arv_publish = /** @type {(inputs: Arv_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게시`)
};

/**
* | output |
* | --- |
* | "Publish" |
*
* @param {Arv_PublishInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_publish = /** @type {((inputs?: Arv_PublishInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_PublishInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_publish(inputs)
	if (locale === "fr") return fr_arv_publish(inputs)
	if (locale === "es") return es_arv_publish(inputs)
	if (locale === "pt-BR") return pt_br2_arv_publish(inputs)
	if (locale === "ja") return ja_arv_publish(inputs)
	if (locale === "ko") return ko_arv_publish(inputs)
	return en_arv_publish(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_BusyInputs */

const en_me_feed_busy = /** @type {(inputs: Me_Feed_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making your link...`)
};

const de_me_feed_busy = /** @type {(inputs: Me_Feed_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link wird erstellt...`)
};

const fr_me_feed_busy = /** @type {(inputs: Me_Feed_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création du lien...`)
};

const es_me_feed_busy = /** @type {(inputs: Me_Feed_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando tu enlace...`)
};

const pt_br2_me_feed_busy = /** @type {(inputs: Me_Feed_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criando seu link...`)
};

const ja_me_feed_busy = /** @type {(inputs: Me_Feed_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンクを作成中...`)
};

const ko_me_feed_busy = /** @type {(inputs: Me_Feed_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`링크 만드는 중...`)
};

/**
* | output |
* | --- |
* | "Making your link..." |
*
* @param {Me_Feed_BusyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_busy = /** @type {((inputs?: Me_Feed_BusyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_BusyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_busy(inputs)
	if (locale === "fr") return fr_me_feed_busy(inputs)
	if (locale === "es") return es_me_feed_busy(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_busy(inputs)
	if (locale === "ja") return ja_me_feed_busy(inputs)
	if (locale === "ko") return ko_me_feed_busy(inputs)
	return en_me_feed_busy(inputs)
});
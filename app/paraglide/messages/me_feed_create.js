/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_CreateInputs */

const en_me_feed_create = /** @type {(inputs: Me_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create my calendar link`)
};

const de_me_feed_create = /** @type {(inputs: Me_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen Kalender-Link erstellen`)
};

const fr_me_feed_create = /** @type {(inputs: Me_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer mon lien de calendrier`)
};

const es_me_feed_create = /** @type {(inputs: Me_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear mi enlace de calendario`)
};

const pt_br2_me_feed_create = /** @type {(inputs: Me_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar meu link de calendário`)
};

const ja_me_feed_create = /** @type {(inputs: Me_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーリンクを作成`)
};

const ko_me_feed_create = /** @type {(inputs: Me_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 캘린더 링크 만들기`)
};

/**
* | output |
* | --- |
* | "Create my calendar link" |
*
* @param {Me_Feed_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_create = /** @type {((inputs?: Me_Feed_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_CreateInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_create(inputs)
	if (locale === "fr") return fr_me_feed_create(inputs)
	if (locale === "es") return es_me_feed_create(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_create(inputs)
	if (locale === "ja") return ja_me_feed_create(inputs)
	if (locale === "ko") return ko_me_feed_create(inputs)
	return en_me_feed_create(inputs)
});
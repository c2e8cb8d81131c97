/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Ain_IntroInputs */

const en_ain_intro = /** @type {(inputs: Ain_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All listings, counted without cookies or personal data. Days are each listing's own; the period is ${i?.from} to ${i?.to}.`)
};

const de_ain_intro = /** @type {(inputs: Ain_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Einträge, gezählt ohne Cookies und ohne personenbezogene Daten. Die Tage richten sich nach dem jeweiligen Eintrag; der Zeitraum ist ${i?.from} bis ${i?.to}.`)
};

const fr_ain_intro = /** @type {(inputs: Ain_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toutes les fiches, comptées sans cookies ni données personnelles. Les jours sont ceux de chaque fiche ; la période va du ${i?.from} au ${i?.to}.`)
};

const es_ain_intro = /** @type {(inputs: Ain_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los anuncios, contados sin cookies ni datos personales. Los días son los de cada anuncio; el periodo va del ${i?.from} al ${i?.to}.`)
};

const pt_br2_ain_intro = /** @type {(inputs: Ain_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos os anúncios, contados sem cookies nem dados pessoais. Os dias são os de cada anúncio; o período vai de ${i?.from} a ${i?.to}.`)
};

const ja_ain_intro = /** @type {(inputs: Ain_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`すべての掲載を、Cookie や個人データなしで集計しています。日付は各掲載のタイムゾーンに基づきます。期間は ${i?.from} から ${i?.to} までです。`)
};

const ko_ain_intro = /** @type {(inputs: Ain_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`모든 등록 정보를 쿠키나 개인 정보 없이 집계합니다. 날짜는 각 등록 정보의 기준을 따르며, 기간은 ${i?.from}부터 ${i?.to}까지입니다.`)
};

/**
* | output |
* | --- |
* | "All listings, counted without cookies or personal data. Days are each listing's own; the period is {from} to {to}." |
*
* @param {Ain_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_intro = /** @type {((inputs: Ain_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_intro(inputs)
	if (locale === "fr") return fr_ain_intro(inputs)
	if (locale === "es") return es_ain_intro(inputs)
	if (locale === "pt-BR") return pt_br2_ain_intro(inputs)
	if (locale === "ja") return ja_ain_intro(inputs)
	if (locale === "ko") return ko_ain_intro(inputs)
	return en_ain_intro(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Ins_IntroInputs */

const en_ins_intro = /** @type {(inputs: Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Counted without cookies and without storing anyone's address (bots and your own visits are left out). Days are in the listing's time zone (${i?.zone}).`)
};

const de_ins_intro = /** @type {(inputs: Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gezählt ohne Cookies und ohne gespeicherte Adressen (Bots und deine eigenen Besuche zählen nicht). Die Tage folgen der Zeitzone des Eintrags (${i?.zone}).`)
};

const fr_ins_intro = /** @type {(inputs: Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comptées sans cookies et sans conserver l'adresse de quiconque (les robots et vos propres visites sont exclus). Les jours suivent le fuseau horaire de la fiche (${i?.zone}).`)
};

const es_ins_intro = /** @type {(inputs: Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contado sin cookies y sin guardar la dirección de nadie (se excluyen los bots y tus propias visitas). Los días siguen la zona horaria del anuncio (${i?.zone}).`)
};

const pt_br2_ins_intro = /** @type {(inputs: Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contado sem cookies e sem guardar o endereço de ninguém (bots e suas próprias visitas ficam de fora). Os dias seguem o fuso horário do anúncio (${i?.zone}).`)
};

const ja_ins_intro = /** @type {(inputs: Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cookie を使わず、誰のアドレスも保存せずに集計しています（ボットとご自身の訪問は除外）。日付は掲載先のタイムゾーン（${i?.zone}）です。`)
};

const ko_ins_intro = /** @type {(inputs: Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`쿠키 없이, 누구의 주소도 저장하지 않고 집계합니다(봇과 본인 방문은 제외). 날짜는 등록 정보의 시간대(${i?.zone}) 기준입니다.`)
};

/**
* | output |
* | --- |
* | "Counted without cookies and without storing anyone's address (bots and your own visits are left out). Days are in the listing's time zone ({zone})." |
*
* @param {Ins_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_intro = /** @type {((inputs: Ins_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_intro(inputs)
	if (locale === "fr") return fr_ins_intro(inputs)
	if (locale === "es") return es_ins_intro(inputs)
	if (locale === "pt-BR") return pt_br2_ins_intro(inputs)
	if (locale === "ja") return ja_ins_intro(inputs)
	if (locale === "ko") return ko_ins_intro(inputs)
	return en_ins_intro(inputs)
});
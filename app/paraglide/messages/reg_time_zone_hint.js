/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Time_Zone_HintInputs */

const en_reg_time_zone_hint = /** @type {(inputs: Reg_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start and end are on this zone's clock. A party at a LAN center or with coordinates uses the zone of that place.`)
};

const de_reg_time_zone_hint = /** @type {(inputs: Reg_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn und Ende gelten in dieser Zeitzone. Eine Party in einem LAN-Center oder mit Koordinaten nutzt die Zeitzone dieses Ortes.`)
};

const fr_reg_time_zone_hint = /** @type {(inputs: Reg_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le début et la fin suivent l'heure de ce fuseau. Une party dans un LAN center ou avec des coordonnées utilise le fuseau de ce lieu.`)
};

const es_reg_time_zone_hint = /** @type {(inputs: Reg_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio y el fin siguen el reloj de esta zona. Una party en un LAN center o con coordenadas usa la zona de ese lugar.`)
};

const pt_br2_reg_time_zone_hint = /** @type {(inputs: Reg_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início e término seguem o relógio deste fuso. Uma party em um LAN center ou com coordenadas usa o fuso desse local.`)
};

const ja_reg_time_zone_hint = /** @type {(inputs: Reg_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始と終了はこのタイムゾーンの時刻です。LANセンターで開催するパーティーや座標のあるパーティーは、その場所のタイムゾーンを使います。`)
};

const ko_reg_time_zone_hint = /** @type {(inputs: Reg_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작과 종료는 이 시간대 기준입니다. LAN 센터에서 열리거나 좌표가 있는 파티는 해당 장소의 시간대를 사용합니다.`)
};

/**
* | output |
* | --- |
* | "The start and end are on this zone's clock. A party at a LAN center or with coordinates uses the zone of that place." |
*
* @param {Reg_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_time_zone_hint = /** @type {((inputs?: Reg_Time_Zone_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Time_Zone_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_time_zone_hint(inputs)
	if (locale === "fr") return fr_reg_time_zone_hint(inputs)
	if (locale === "es") return es_reg_time_zone_hint(inputs)
	if (locale === "pt-BR") return pt_br2_reg_time_zone_hint(inputs)
	if (locale === "ja") return ja_reg_time_zone_hint(inputs)
	if (locale === "ko") return ko_reg_time_zone_hint(inputs)
	return en_reg_time_zone_hint(inputs)
});
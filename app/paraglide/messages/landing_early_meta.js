/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_MetaInputs */

const en_landing_early_meta = /** @type {(inputs: Landing_Early_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get early access to the LAN Center Network PC café program, priced at the cost of adding one AAA game per month.`)
};

const de_landing_early_meta = /** @type {(inputs: Landing_Early_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichern Sie sich frühen Zugang zum PC-Café-Programm von LAN Center Network – zum Preis eines zusätzlichen AAA-Spiels pro Monat.`)
};

const fr_landing_early_meta = /** @type {(inputs: Landing_Early_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accédez en avant-première au programme PC café de LAN Center Network, au prix d’un jeu AAA ajouté par mois.`)
};

const es_landing_early_meta = /** @type {(inputs: Landing_Early_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accede antes que nadie al programa para PC cafés de LAN Center Network, por el coste de añadir un juego AAA al mes.`)
};

const pt_br2_landing_early_meta = /** @type {(inputs: Landing_Early_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenha acesso antecipado ao programa para PC cafés da LAN Center Network, pelo custo de adicionar um jogo AAA por mês.`)
};

const ja_landing_early_meta = /** @type {(inputs: Landing_Early_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center NetworkのPCカフェプログラムにいち早く参加できます。料金はAAAタイトルを月に1本追加する程度です。`)
};

const ko_landing_early_meta = /** @type {(inputs: Landing_Early_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network PC방 프로그램을 먼저 이용해 보세요. 요금은 매달 AAA 게임 한 편을 추가하는 비용 수준입니다.`)
};

/**
* | output |
* | --- |
* | "Get early access to the LAN Center Network PC café program, priced at the cost of adding one AAA game per month." |
*
* @param {Landing_Early_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_meta = /** @type {((inputs?: Landing_Early_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_meta(inputs)
	if (locale === "fr") return fr_landing_early_meta(inputs)
	if (locale === "es") return es_landing_early_meta(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_meta(inputs)
	if (locale === "ja") return ja_landing_early_meta(inputs)
	if (locale === "ko") return ko_landing_early_meta(inputs)
	return en_landing_early_meta(inputs)
});
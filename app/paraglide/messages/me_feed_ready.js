/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_ReadyInputs */

const en_me_feed_ready = /** @type {(inputs: Me_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar link is ready. Copy it now: it is shown only once.`)
};

const de_me_feed_ready = /** @type {(inputs: Me_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Kalender-Link ist fertig. Kopiere ihn jetzt: Er wird nur einmal angezeigt.`)
};

const fr_me_feed_ready = /** @type {(inputs: Me_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien de calendrier est prêt. Copiez-le maintenant : il n'est affiché qu'une fois.`)
};

const es_me_feed_ready = /** @type {(inputs: Me_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu enlace de calendario está listo. Cópialo ahora: solo se muestra una vez.`)
};

const pt_br2_me_feed_ready = /** @type {(inputs: Me_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu link de calendário está pronto. Copie-o agora: ele é mostrado só uma vez.`)
};

const ja_me_feed_ready = /** @type {(inputs: Me_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーリンクの準備ができました。今すぐコピーしてください。表示されるのは一度だけです。`)
};

const ko_me_feed_ready = /** @type {(inputs: Me_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더 링크가 준비되었습니다. 지금 복사하세요. 한 번만 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Your calendar link is ready. Copy it now: it is shown only once." |
*
* @param {Me_Feed_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_ready = /** @type {((inputs?: Me_Feed_ReadyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_ReadyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_ready(inputs)
	if (locale === "fr") return fr_me_feed_ready(inputs)
	if (locale === "es") return es_me_feed_ready(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_ready(inputs)
	if (locale === "ja") return ja_me_feed_ready(inputs)
	if (locale === "ko") return ko_me_feed_ready(inputs)
	return en_me_feed_ready(inputs)
});